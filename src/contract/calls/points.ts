/** Adding and redeeming points, and the points ledger. */
import { JSON_BODY, answers, NO_BODY, type Call } from '../call';
import { NotShownAnswer, TransactionSchema } from '../shapes';
import { absent, fields, listOf, num } from '../schema';
import { DAYS_AND_SEARCH, EXPORT_ZONE, LIST_VIEW, LOCATION } from './queries';

const TRANSACTION_FILTER = [...DAYS_AND_SEARCH, ...LOCATION, 'type', 'clientId'] as const;

export const addPoints = {
  name: 'addPoints',
  verb: 'POST',
  path: 'admin/view-client/addpoints/:id',
  caller: 'admin',
  key: 'points:write',
  request: JSON_BODY,
  answer: answers(NotShownAnswer),
} as const satisfies Call;

export const redeemPoints = {
  name: 'redeemPoints',
  verb: 'PUT',
  path: 'admin/view-client/redeempoints/:id',
  caller: 'admin',
  key: 'points:write',
  request: JSON_BODY,
  answer: answers(NotShownAnswer),
} as const satisfies Call;

export const listTransactions = {
  name: 'listTransactions',
  verb: 'GET',
  path: 'admin/points-transactions',
  caller: 'admin',
  query: [...TRANSACTION_FILTER, ...LIST_VIEW],
  request: NO_BODY,
  answer: answers(
    fields({
      transactions: listOf(TransactionSchema),
      total: absent(num()),
    }),
  ),
} as const satisfies Call;

export const exportTransactions = {
  name: 'exportTransactions',
  verb: 'GET',
  path: 'admin/points/export',
  caller: 'admin',
  query: [...TRANSACTION_FILTER, ...EXPORT_ZONE],
  request: NO_BODY,
  answer: { kind: 'file', mediaType: 'text/csv', description: 'The points transactions as CSV, UTF-8.' },
} as const satisfies Call;

export const getTransaction = {
  name: 'getTransaction',
  verb: 'GET',
  path: 'admin/points-transactions/:id',
  caller: 'admin',
  request: NO_BODY,
  answer: answers(fields({ transaction: TransactionSchema })),
} as const satisfies Call;

/**
 * Reverses one entry (docs/product.md §10): books its linked counter-entry, with a `reason`. Answers the
 * counter-entry and the entry, each naming the other.
 */
export const reverseTransaction = {
  name: 'reverseTransaction',
  verb: 'POST',
  path: 'admin/points-transactions/:id/reverse',
  caller: 'admin',
  request: JSON_BODY,
  answer: answers(fields({ transaction: TransactionSchema, reversed: TransactionSchema })),
} as const satisfies Call;
