/** What a client or points list query matches, as one SQL condition: the whole list, its pages and its export. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { ClientQuery, TransactionQuery } from '../../src/backend/ports';
import { clients, transactions } from '../db/schema';
import { anyOf, searchIn, withinDays } from './filters';

export const clientMatches = (query: ClientQuery): SQL | undefined =>
  and(
    searchIn(clients.searchKeys, query.search),
    anyOf(clients.locationKey, query.locations),
    anyOf(clients.blockStatus, query.statuses),
    withinDays(clients.joinDate, query),
  );

export const transactionMatches = (query: TransactionQuery): SQL | undefined =>
  and(
    searchIn(transactions.searchKeys, query.search),
    anyOf(transactions.locationKey, query.locations),
    query.type === '' ? undefined : eq(transactions.type, query.type),
    withinDays(transactions.transactionDate, query),
  );
