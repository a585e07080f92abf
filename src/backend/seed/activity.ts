/**
 * The trail the seeded history would have written, so the Activity page is never empty: each transaction
 * (its balance before and after), each status change after joining, each broadcast sent. Oldest first.
 */
import type { AccountRecord, ClientRecord, NewActivity } from '../records';
import { trailEntry, type TrailContext } from '../rules/activity';
import type { SeedData } from './build-seed';

type Admin = Pick<AccountRecord, '_id' | 'name'>;

/** Written as the change itself would have, at its own time, from no IP (nobody sent a request). */
const when = (iso: string, admin: Admin): TrailContext => ({ admin, now: Date.parse(iso), ip: null });

/** The log is newest first and starts with the joining status, which no admin set. */
function statusChanges(client: ClientRecord, admins: readonly Admin[], index: number): NewActivity[] {
  const log = [...client.statusLog].reverse();
  return log.slice(1).map((change, i) => {
    const admin = admins[(index + i) % admins.length] ?? { _id: '', name: '' };
    const action = change.blockStatus === 'Blocked' ? 'client.blocked' : 'client.unblocked';
    return trailEntry(when(change.createdAt, admin), action, {
      clientId: client.userId,
      clientName: client.name,
      before: log[i]?.blockStatus ?? null,
      after: change.blockStatus,
    });
  });
}

export function seedActivity(data: Omit<SeedData, 'activity'>): NewActivity[] {
  const admins = data.accounts.filter((a) => a.kind === 'admin');
  const byName = new Map(admins.map((a) => [a.name, a]));
  const points = data.transactions.map((t) => {
    const admin = { _id: t.adminUserId, name: t.adminName };
    const moved = t.type === 'add' ? t.transactionPoints : -t.transactionPoints;
    return trailEntry(when(t.transactionDate, admin), t.type === 'add' ? 'points.added' : 'points.redeemed', {
      clientId: t.clientId,
      clientName: t.clientName,
      before: String(t.totalPoints - moved),
      after: String(t.totalPoints),
    });
  });
  const statuses = data.clients.flatMap((client, index) => statusChanges(client, admins, index));
  const broadcasts = data.broadcasts.map((b) => {
    const admin = byName.get(b.createdBy) ?? { _id: '', name: b.createdBy };
    const details = { broadcastId: b.broadcastId, broadcastText: b.description };
    return trailEntry(when(b.bcDateTime, admin), 'broadcast.sent', details);
  });
  // ISO UTC strings sort as time; the sort is stable, so the same seed gives the same order.
  return [...points, ...statuses, ...broadcasts].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
