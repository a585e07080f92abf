/** Adding and redeeming points, and the points ledger. */
import { jsonBody, answers, NO_BODY, type Call } from '../call';
import { notShownWith, TransactionSchema } from '../shapes';
import { absent, fields, listOf, num } from '../schema';
import { REASON_MAX, TRANSACTION_TYPES } from '../../domain/constants';
import { ID_MAX } from '../limits';
import { ACTING_ADMIN } from './bodies';
import { TRANSACTION_SORT_KEYS } from '../../domain/list-order';
import { body, query } from '../fields';
import { DAYS_AND_SEARCH, EXPORT_ZONE, LOCATION, listView } from './queries';

const TRANSACTION_FILTER = {
  ...DAYS_AND_SEARCH,
  ...LOCATION,
  type: query.choice(TRANSACTION_TYPES.map((t) => t.value)),
  clientId: query.text(),
} as const;

export const addPoints = {
  name: 'addPoints',
  verb: 'POST',
  path: 'admin/view-client/addpoints/:id',
  caller: 'admin',
  key: 'points:write',
  // docs/product.md §10.28: points as typed, or an amount spent in dollars that the programme turns into points.
  request: jsonBody({
    points: body.number({ optional: true }),
    amount: body.number({
      optional: true,
      description: 'An amount spent in dollars, turned into points by the programme.',
    }),
    pointsReason: body.text(REASON_MAX),
    locationName: body.text(REASON_MAX, {
      optional: true,
      description:
        "Where the points are earned: an open location's name (any case); left out, the admin's own location.",
    }),
    adminId: ACTING_ADMIN,
  }),
  answer: answers(notShownWith('transaction', TransactionSchema)),
} as const satisfies Call;

export const redeemPoints = {
  name: 'redeemPoints',
  verb: 'PUT',
  path: 'admin/view-client/redeempoints/:id',
  caller: 'admin',
  key: 'points:write',
  // A custom amount (points and serviceName), or a catalogue reward (rewardId) instead: docs/product.md §10.23.
  request: jsonBody({
    points: body.number({ optional: true }),
    locationName: body.text(REASON_MAX),
    serviceName: body.text(REASON_MAX, { optional: true }),
    adminId: ACTING_ADMIN,
    rewardId: body.text(ID_MAX, { optional: true }),
  }),
  answer: answers(notShownWith('transaction', TransactionSchema)),
} as const satisfies Call;

export const listTransactions = {
  name: 'listTransactions',
  verb: 'GET',
  path: 'admin/points-transactions',
  caller: 'admin',
  query: { ...TRANSACTION_FILTER, ...listView(TRANSACTION_SORT_KEYS) },
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
  query: { ...TRANSACTION_FILTER, ...EXPORT_ZONE },
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
  request: jsonBody({ reason: body.text(REASON_MAX) }),
  answer: answers(fields({ transaction: TransactionSchema, reversed: TransactionSchema })),
} as const satisfies Call;
