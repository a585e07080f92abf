/** Adding and redeeming points, and the points ledger. */
import { json, answers, NO_BODY, type Call } from '../call';
import { NotShownAnswer, TransactionSchema } from '../shapes';
import { absent, fields, listOf, num, text } from '../schema';
import { DAYS_AND_SEARCH, LOCATION } from './queries';

const actingAdmin = () => absent(text('The acting admin: the caller, if given.'));

export const addPoints = {
  name: 'addPoints',
  verb: 'POST',
  path: 'admin/view-client/addpoints/:id',
  caller: 'admin',
  summary: "Adds points to a client's balance; the ledger keeps the reason as reasonOrService.",
  request: json(fields({ points: num(), pointsReason: text(), adminId: actingAdmin() })),
  answer: answers(NotShownAnswer),
} as const satisfies Call;

export const redeemPoints = {
  name: 'redeemPoints',
  verb: 'PUT',
  path: 'admin/view-client/redeempoints/:id',
  caller: 'admin',
  summary: 'Redeems points for a service at a location; never more than the balance.',
  request: json(fields({ points: num(), locationName: text(), serviceName: text(), adminId: actingAdmin() })),
  answer: answers(NotShownAnswer),
} as const satisfies Call;

export const listTransactions = {
  name: 'listTransactions',
  verb: 'GET',
  path: 'admin/points-transactions',
  caller: 'admin',
  summary: 'The points ledger, newest first, matching the filters.',
  query: { ...DAYS_AND_SEARCH, ...LOCATION, type: 'add or redeem.' },
  request: NO_BODY,
  answer: answers(fields({ transactions: listOf(TransactionSchema) })),
} as const satisfies Call;

export const getTransaction = {
  name: 'getTransaction',
  verb: 'GET',
  path: 'admin/points-transactions/:id',
  caller: 'admin',
  summary: 'One transaction.',
  request: NO_BODY,
  answer: answers(fields({ transaction: TransactionSchema })),
} as const satisfies Call;
