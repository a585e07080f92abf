/**
 * The backend store on SQL (store.port.ts), the same code on PGlite and PostgreSQL, composed of a module per
 * record and one per statement several share (docs/architecture.md, "The backend core and its two hosts").
 * Changes happen only inside `transaction`, whose writes commit together or not at all.
 */
import type { BackendStore, StoreReads, StoreTx } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { accountReads, accountWrites, preparedAccountReads } from './accounts';
import { activityReads, activityWrites } from './activity';
import { apiKeyReads, apiKeyUses, apiKeyWrites } from './api-keys';
import { broadcastMailReads, broadcastMailRunner, broadcastMailWrites } from './broadcast-mail';
import { broadcastReads, broadcastWrites } from './broadcasts';
import { businessSettingsReads, businessSettingsWrites } from './business-settings';
import { clientChanges } from './client-change';
import { clientReads, clientWrites } from './clients';
import { codeWrites } from './codes';
import { enrolments } from './enrolment';
import { idempotencyWrites } from './idempotency';
import { invitationReads, invitationWrites } from './invitations';
import { locationReads, locationWrites } from './locations';
import { overviewReads } from './overview';
import { rewardReads, rewardWrites } from './rewards';
import { programmeReads, programmeWrites } from './programme';
import { sequenceWrites } from './sequences';
import { preparedSessionReads, sessionReads, sessionWrites, touchSession } from './sessions';
import { setupReads, setupWrites } from './setup-tokens';
import { transactionReads, transactionWrites } from './transactions';

/** The store's reads, on the database or inside a transaction (where they see its own writes). */
const createReads = (sql: Sql): StoreReads => ({
  ...accountReads(sql),
  ...clientReads(sql),
  ...transactionReads(sql),
  ...broadcastReads(sql),
  ...broadcastMailReads(sql),
  ...activityReads(sql),
  ...overviewReads(sql),
  ...sessionReads(sql),
  ...setupReads(sql),
  ...invitationReads(sql),
  ...rewardReads(sql),
  ...locationReads(sql),
  ...businessSettingsReads(sql),
  ...apiKeyReads(sql),
  ...programmeReads(sql),
});

/**
 * The reads on every admin call (the session and its account; GET one client reads the client with them in
 * the same statement), built once and prepared by name: Drizzle building their SQL text anew was an eighth of
 * a GET's server CPU, and PostgreSQL planning an unnamed statement each time costs a round trip's worth more
 * (a named statement is parsed once per pooled connection). PGlite takes the same path and ignores the name. Only on the database itself: a transaction
 * is a session of its own, where a statement prepared here does not belong.
 */
const preparedReads = (
  sql: Sql,
): Pick<StoreReads, 'accountById' | 'sessionAccount' | 'sessionAccountWithClient'> => ({
  ...preparedAccountReads(sql),
  ...preparedSessionReads(sql),
});

/** The open Drizzle transaction behind each StoreTx, for server ports that write in it (the photo keeper). */
const openTransactions = new WeakMap<StoreTx, Sql>();

export function sqlOf(tx: StoreTx): Sql {
  const sql = openTransactions.get(tx);
  if (!sql) throw new Error('This transaction does not belong to the SQL store.');
  return sql;
}

export function createSqlStore(sql: Sql): BackendStore {
  return {
    ...createReads(sql),
    ...preparedReads(sql),
    ...clientChanges(sql),
    ...enrolments(sql),
    ...apiKeyUses(sql),
    ...broadcastMailRunner(sql),
    touchSession: (id, lastUsedAt) => touchSession(sql, id, lastUsedAt),
    transaction: (work) =>
      sql.transaction((open) => {
        const tx: StoreTx = {
          ...createReads(open),
          ...clientChanges(open),
          ...enrolments(open),
          ...clientWrites(open),
          ...codeWrites(open),
          ...accountWrites(open),
          ...sequenceWrites(open),
          ...transactionWrites(open),
          ...broadcastWrites(open),
          ...broadcastMailWrites(open),
          ...activityWrites(open),
          ...locationWrites(open),
          ...sessionWrites(open),
          ...idempotencyWrites(open),
          ...setupWrites(open),
          ...invitationWrites(open),
          ...rewardWrites(open),
          ...businessSettingsWrites(open),
          ...apiKeyWrites(open),
          ...programmeWrites(open),
        };
        openTransactions.set(tx, open);
        return work(tx);
      }),
  };
}
