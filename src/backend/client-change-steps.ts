/**
 * What StoreChanges.changeClient means, as steps over the store's other calls inside one transaction: the
 * demo's store runs exactly this as its one step, and the server's tests hold its one SQL statement to the
 * same rows (tests/server/store/client-change.test.ts).
 */
import { sequenceId } from './ids';
import type { ClientChange, ClientChangeResult, StoreTx } from './ports';
import type { ClientListRow, TransactionRecord } from './records';

type Steps = Omit<StoreTx, 'changeClient' | 'enrolClient'>;

const shown = (client: ClientListRow, field: ClientChange['trail']['shows']): string =>
  field === 'points' ? String(client.points) : client[field];

/** Whether the change's bounds hold for the client as it stands. */
const allowed = (change: ClientChange, client: ClientListRow): boolean => {
  if (!change.statuses.includes(client.blockStatus)) return false;
  if (change.set.notes !== undefined && change.set.notes === client.notes) return false;
  if (change.points === null) return true;
  const after = client.points + change.points.delta;
  return after >= change.points.min && after <= change.points.max;
};

export async function changeClientInSteps(tx: Steps, change: ClientChange): Promise<ClientChangeResult> {
  const record = await tx.lockClient(change.clientId);
  if (record === null) return { outcome: 'not-found' };
  const { statusLog: _log, ...before } = record;
  if (!allowed(change, before)) return { outcome: 'refused', client: before };
  const points = before.points + (change.points?.delta ?? 0);
  const after: ClientListRow = { ...before, ...change.set, points };
  if (change.statusLog) await tx.addStatusLog(change.clientId, change.statusLog);
  await tx.updateClient(change.clientId, { ...change.set, ...(change.points ? { points } : {}) });
  let transaction: TransactionRecord | null = null;
  if (change.ledger) {
    const { id, location, ...draft } = change.ledger;
    transaction = {
      ...draft,
      transactionId: sequenceId(id, await tx.nextSequence('transaction')),
      clientId: before.userId,
      clientName: before.name,
      totalPoints: points,
      location: location ?? before.location,
    };
    await tx.insertTransaction(transaction);
  }
  const { entry, shows } = change.trail;
  await tx.appendActivity({
    ...entry,
    clientName: before.name,
    before: shown(before, shows),
    after: shown(after, shows),
  });
  return { outcome: 'changed', before, transaction };
}
