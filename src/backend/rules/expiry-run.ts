/**
 * The daily expiry run (docs/product.md §10.28): every lot that has expired by now and still holds points is
 * booked as an `expiry` entry of its own, naming the lot, oldest first. Each client is judged afresh under its
 * row lock from its ledger as it stands, so a run repeated, or rerun after a crash midway, finds those lots
 * already spent and books nothing twice; the store's unique key on the lot holds it besides. One runner at a
 * time is the host's part (the server's advisory lock); the time is the clock port's.
 */
import { MONTH_END_SLACK_DAYS, dueLots, earnedBefore, type Lot } from '../../domain/expiry';
import { zoneDayOf } from '../../domain/business-time';
import { TRANSACTION_ID, sequenceId } from '../ids';
import type { BackendStore, StoreTx } from '../ports';
import { lotHolderBatches } from './lot-holders';
import type { ClientRecord, TransactionRecord } from '../records';
import { businessZone } from './business-zone';
import { programmeOf } from './programme';

/** Who an expiry names as its admin: no one acted, the programme did. Its admin id is empty. */
export const EXPIRY_ACTOR = { id: '', name: 'Programme expiry' } as const;

/** Clients read per batch: their ledgers are judged in memory a batch at a time. */
const BATCH = 500;

export interface ExpiryRun {
  /** Expiry entries booked. */
  entries: number;
  points: number;
}

const expiryEntry = (
  client: ClientRecord,
  lot: Lot,
  id: string,
  balance: number,
  { now, zone }: RunAt,
): TransactionRecord => ({
  transactionId: id,
  clientId: client.userId,
  clientName: client.name,
  transactionDate: new Date(now).toISOString(),
  totalPoints: balance,
  transactionPoints: lot.points,
  type: 'expiry',
  // The day the admins saw the points earned on: the business's (docs/product.md §10.31).
  reasonOrService: `Points earned on ${zoneDayOf(lot.earnedAt, zone)} expired`,
  adminUserId: EXPIRY_ACTOR.id,
  adminName: EXPIRY_ACTOR.name,
  location: client.location,
  expires: lot.transactionId,
});

/** A run's moment, and the business's zone its months count in. */
interface RunAt {
  now: number;
  zone: string;
}

/** One client's due lots, judged and booked under its row lock. */
async function expireClient(tx: StoreTx, clientId: string, months: number, at: RunAt): Promise<ExpiryRun> {
  const client = await tx.lockClient(clientId);
  if (client === null) return { entries: 0, points: 0 };
  const lots = dueLots(await tx.movementsOf([clientId]), months, at.now, at.zone);
  let balance = client.points;
  for (const lot of lots) {
    balance -= lot.points;
    const id = sequenceId(TRANSACTION_ID, await tx.nextSequence('transaction'));
    await tx.insertTransaction(expiryEntry(client, lot, id, balance, at));
  }
  if (lots.length > 0) await tx.updateClient(clientId, { points: balance });
  return { entries: lots.length, points: client.points - balance };
}

export async function runExpiry(store: BackendStore, now: number): Promise<ExpiryRun> {
  const { expiryMonths: months } = await programmeOf(store);
  const run: ExpiryRun = { entries: 0, points: 0 };
  if (months === null) return run;
  const at = { now, zone: await businessZone(store) };
  const query = {
    earnedFrom: '',
    earnedBefore: earnedBefore(now, months, MONTH_END_SLACK_DAYS),
    size: BATCH,
  };
  for await (const { holders, entriesOf } of lotHolderBatches(store, query)) {
    // Judged first without a lock, so only the clients with a due lot take one.
    const due = holders.filter((id) => dueLots(entriesOf.get(id) ?? [], months, now, at.zone).length > 0);
    for (const id of due) {
      const booked = await store.transaction((tx) => expireClient(tx, id, months, at));
      run.entries += booked.entries;
      run.points += booked.points;
    }
  }
  return run;
}
