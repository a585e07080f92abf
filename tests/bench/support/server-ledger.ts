/**
 * What a load of add-points must have left, read back through the API: the client's balance grew by exactly
 * the answered adds, and each answered add is one new ledger row, their running totals consecutive.
 */
import { refuseUnless } from './part';

export interface Ledger {
  balance: number;
  /** The client's transaction ids and running totals. */
  rows: { transactionId: string; totalPoints: number; transactionPoints: number }[];
}

interface Api {
  get(path: string): Promise<unknown>;
}

export async function readLedger(api: Api, clientId: string): Promise<Ledger> {
  const client = (await api.get(`admin/view-client/${clientId}`)) as { points: number };
  const listed = (await api.get(`admin/points-transactions?search=${clientId}`)) as {
    transactions: (Ledger['rows'][number] & { clientId: string })[];
  };
  // The search matches ids that start alike (LL100001, LL1000010…): keep this client's rows only.
  return { balance: client.points, rows: listed.transactions.filter((row) => row.clientId === clientId) };
}

export function refuseUnlessAdded(before: Ledger, after: Ledger, added: number, points: number): void {
  const known = new Set(before.rows.map((row) => row.transactionId));
  const fresh = after.rows.filter((row) => !known.has(row.transactionId));
  refuseUnless(
    fresh.length === added,
    `${added} adds were answered but ${fresh.length} ledger rows appeared`,
  );
  refuseUnless(
    after.balance === before.balance + added * points,
    `the balance went from ${before.balance} to ${after.balance} after ${added} adds of ${points}`,
  );
  const totals = fresh.map((row) => row.totalPoints).sort((a, b) => a - b);
  const consecutive = totals.every((total, i) => total === before.balance + (i + 1) * points);
  refuseUnless(consecutive, 'the new rows’ running totals are not consecutive: an update was lost');
  refuseUnless(
    fresh.every((row) => row.transactionPoints === points),
    'a new ledger row has other points than were added',
  );
}
