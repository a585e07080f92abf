/** The points ledger: list with filters, and one transaction. */
import type { TransactionRecord } from '../db/records';
import { allowedBy, anyOf, inDayRange, readDayRange, searchTerm, searcher } from '../rules/filters';
import { fail, notFound, ok } from '../server/answer';
import type { RouteDef } from '../server/context';

const matchesSearch = searcher<TransactionRecord>((t) => [
  t.transactionId,
  t.clientId,
  t.clientName,
  t.reasonOrService,
]);

/** `add` means added; any other value means redeemed (SPEC §3). */
const typeFilter = (value: string): ((t: TransactionRecord) => boolean) | null => {
  if (value === '') return () => true;
  if (value === 'add') return (t) => t.type === 'add';
  if (value === 'redeem') return (t) => t.type !== 'add';
  return null;
};

export const transactionRoutes: RouteDef[] = [
  {
    method: 'get',
    path: 'admin/points-transactions',
    access: 'admin',
    handle({ query, store }) {
      const range = readDayRange(query);
      if ('invalid' in range) return fail(400, `${range.invalid} must be a date like 2026-01-31.`);
      const ofType = typeFilter(query('type').trim().toLowerCase());
      if (!ofType) return fail(400, 'The type must be add or redeem.');
      const search = searchTerm(query);
      const locations = anyOf(query('location'));
      const transactions = store.data.transactions.filter(
        (t) =>
          ofType(t) &&
          allowedBy(locations, t.location) &&
          inDayRange(t.transactionDate, range) &&
          matchesSearch(t, search),
      );
      return ok('Transactions loaded.', { transactions });
    },
  },
  {
    method: 'get',
    path: 'admin/points-transactions/:id',
    access: 'admin',
    handle({ params, store }) {
      const transaction = store.transactionById(params.id ?? '');
      return transaction
        ? ok('Transaction loaded.', { transaction })
        : notFound('Transaction', params.id ?? '');
    },
  },
];
