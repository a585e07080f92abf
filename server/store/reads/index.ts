/** The store's reads, on the database or inside a transaction (where they see its own writes). */
import type { StoreReads } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { accountReads } from './accounts';
import { activityReads } from './activity';
import { broadcastReads } from './broadcasts';
import { listPageReads } from '../list-pages';
import { clientReads } from './clients';
import { overviewReads } from './overview';
import { sessionReads } from './sessions';
import { transactionReads } from './transactions';

export const createReads = (sql: Sql): StoreReads => ({
  ...accountReads(sql),
  ...clientReads(sql),
  ...transactionReads(sql),
  ...listPageReads(sql),
  ...broadcastReads(sql),
  ...activityReads(sql),
  ...overviewReads(sql),
  ...sessionReads(sql),
});
