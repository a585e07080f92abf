/**
 * The rewards table (docs/product.md §10.23): the catalogue's rows, reads and writes, and the Overview's most
 * redeemed rewards counted from the ledger's reward redemptions (the same figures as
 * src/backend/filters/top-rewards.ts, the demo's count).
 */
import { eq, sql as raw } from 'drizzle-orm';
import type { StoreReads, StoreTx } from '../../src/backend/ports';
import type { RewardRecord } from '../../src/backend/records';
import { zoneDayBounds } from '../../src/domain/business-time';
import { rewardNameKey } from '../../src/domain/rewards';
import type { Sql } from '../db/database';
import { rewards } from '../db/schema';
import { rowsOf } from './rows';

const rewardColumns = {
  id: rewards.id,
  name: rewards.name,
  points: rewards.points,
  locations: rewards.locations,
  active: rewards.active,
};

const rewardRow = (reward: RewardRecord): typeof rewards.$inferInsert => ({
  ...reward,
  nameKey: rewardNameKey(reward.name),
});

/** The one unique key a reward write may meet: another active reward of that name. */
const nameTaken = (error: unknown): boolean => {
  const cause: unknown = error instanceof Error && error.cause !== undefined ? error.cause : error;
  return [error, cause].some(
    (e) =>
      typeof e === 'object' &&
      e !== null &&
      Reflect.get(e, 'code') === '23505' &&
      String(Reflect.get(e, 'constraint') ?? Reflect.get(e, 'message')).includes('rewards_active_name'),
  );
};

/** Runs the write in a savepoint: a clash on the name is answered, and the transaction goes on. */
async function unlessNameTaken(tx: Sql, write: (inner: Sql) => Promise<unknown>): Promise<boolean> {
  try {
    await tx.transaction(async (inner) => {
      await write(inner);
    });
    return true;
  } catch (error) {
    if (nameTaken(error)) return false;
    throw error;
  }
}

export const rewardReads = (sql: Sql): Pick<StoreReads, 'listRewards' | 'rewardById' | 'topRewards'> => ({
  listRewards: (archivedToo) =>
    archivedToo
      ? sql.select(rewardColumns).from(rewards)
      : sql.select(rewardColumns).from(rewards).where(eq(rewards.active, true)),
  async rewardById(id) {
    const [reward] = await sql.select(rewardColumns).from(rewards).where(eq(rewards.id, id));
    return reward ?? null;
  },
  async topRewards(q, top) {
    const places =
      q.locations.length === 0
        ? raw`true`
        : raw`t.location_key in (${raw.join(
            q.locations.map((l) => raw`${l}`),
            raw`, `,
          )})`;
    // The period's days are the business's zone's (docs/product.md §10.31).
    const { start, end } = zoneDayBounds({ ...q.period, ...(q.zone ? { zone: q.zone } : {}) });
    const rows = rowsOf(
      await sql.execute(raw`
        select t.reward_id as id, r.name, count(*)::int as count, sum(t.transaction_points)::bigint as points
        from transactions t join rewards r on r.id = t.reward_id
        where t.reward_id is not null and t.type = 'redeem'
          and t.transaction_date >= ${start}::timestamptz
          and t.transaction_date < ${end}::timestamptz and ${places}
        group by t.reward_id, r.name
        order by count(*) desc, sum(t.transaction_points) desc, t.reward_id
        limit ${top}`),
    );
    return rows.map((row) => ({
      id: String(row.id),
      name: String(row.name),
      count: Number(row.count),
      points: Number(row.points),
    }));
  },
});

export const rewardWrites = (tx: Sql): Pick<StoreTx, 'insertReward' | 'updateReward' | 'lockReward'> => ({
  async insertReward(reward) {
    const done = await unlessNameTaken(tx, (inner) => inner.insert(rewards).values(rewardRow(reward)));
    return done ? 'inserted' : 'name-taken';
  },
  async updateReward(reward) {
    const { id, ...fields } = rewardRow(reward);
    const done = await unlessNameTaken(tx, (inner) =>
      inner.update(rewards).set(fields).where(eq(rewards.id, id)),
    );
    return done ? 'updated' : 'name-taken';
  },
  async lockReward(id) {
    const [reward] = await tx.select(rewardColumns).from(rewards).where(eq(rewards.id, id)).for('update');
    return reward ?? null;
  },
});
