import { pgSequence } from 'drizzle-orm/pg-core';

/** The numbers behind TX0000001… and BC00001…: never reused, also across processes. */
export const transactionNumbers = pgSequence('transaction_number', { startWith: 1, minValue: 1 });
/** The numbers behind LL100001…: the seed's clients are the first ones. */
export const clientNumbers = pgSequence('client_number', { startWith: 1, minValue: 1 });
export const broadcastNumbers = pgSequence('broadcast_number', { startWith: 1, minValue: 1 });
