/** The clients table and its status log: columns, rows, reads and writes. */
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  sql as raw,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ClientPosition, ClientQuery, StoreReads, StoreTx } from '../../src/backend/ports';
import type { ClientSortKey } from '../../src/domain/list-order';
import type { ClientListRow, ClientRecord, StatusLogRecord } from '../../src/backend/records';
import { emailKey } from '../../src/domain/email';
import { NO_CONSENT } from '../../src/domain/email-consent';
import { nameSortKey } from '../../src/domain/name-key';
import { CLIENT_SEARCH_FIELDS } from '../../src/backend/filters/match';
import type { Sql } from '../db/database';
import { clients, clientStatusLog } from '../db/schema';
import { countClients } from './client-count';
import { bulkColumnsOf, bulkInsert, unnestSelect, type BulkColumn } from './bulk-insert';
import { anyOf, searchIn, withinDays } from './filters';
import { locationKey, searchKeys } from './keys';
import { codeUnits, searchKey } from './list-order';
import { pagedReads } from './paged-list';
import { changesSomething } from './patch';
import { rowsOf } from './rows';

/**
 * Selects a ClientListRow as it is: the table's columns but the keys it adds for lookups. The fields are
 * listed once, by the domain's Client; the table spells their columns, and `clientRow` below fails to compile
 * when a field has none.
 */
const {
  emailKey: _emailKey,
  locationKey: _locationKey,
  nameKey: _nameKey,
  searchKeys: _searchKeys,
  ...clientColumns
} = getTableColumns(clients);
export const clientListColumns = clientColumns satisfies Record<keyof ClientListRow, AnyPgColumn>;

export const statusLogColumns = {
  blockStatus: clientStatusLog.blockStatus,
  reason: clientStatusLog.reason,
  createdAt: clientStatusLog.createdAt,
};

/** Each field of a client but its log, as the table holds it: a field without its column is a type error. */
type ClientColumns = Pick<typeof clients.$inferInsert, keyof ClientListRow>;

export const clientRow = ({ statusLog: _log, ...client }: ClientRecord): typeof clients.$inferInsert => ({
  ...(client satisfies ClientColumns),
  emailKey: emailKey(client.email),
  locationKey: locationKey(client.location),
  nameKey: nameSortKey(client.name),
  searchKeys: searchKeys(...CLIENT_SEARCH_FIELDS(client)),
});

/** The fields a details change leaves as they are, only to compute its keys through clientRow. */
const EMPTY = {
  joinDate: '',
  points: 0,
  blockStatus: 'Active',
  reason: '',
  notes: '',
  statusLog: [],
  ...NO_CONSENT,
} as const satisfies Omit<ClientRecord, 'userId' | 'name' | 'email' | 'phone' | 'location'>;

/**
 * Where the lower-cased name sits in a client's search keys (1-based, as SQL counts): a one-statement write
 * copies it into its ledger and trail rows, whose keys hold the client's name too.
 */
export const CLIENT_NAME_KEY_AT =
  (
    clientRow({ ...EMPTY, userId: '', email: '', phone: '', location: '', name: '\u0001name' }).searchKeys ??
    []
  ).indexOf('\u0001name') + 1;

type ClientInsert = ReturnType<typeof clientRow> & { joinDate: string };
type StatusLogInsert = ReturnType<typeof statusLogRow>;

/** The columns an import or enrolment writes, as one array each (bulk-insert.ts): every column of the table. */
const CLIENT_COLUMNS: BulkColumn<ClientInsert>[] = bulkColumnsOf(clients);

const STATUS_LOG_COLUMNS: BulkColumn<StatusLogInsert>[] = [
  { name: 'user_id', type: 'text', value: (row) => row.userId },
  { name: 'block_status', type: 'text', value: (row) => row.blockStatus },
  { name: 'reason', type: 'text', value: (row) => row.reason },
  { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
];

/** A client's log as rows, oldest first: the newest gets the highest seq, and is read first. */
export const statusLogRows = (client: ClientRecord): (typeof clientStatusLog.$inferInsert)[] =>
  [...client.statusLog].reverse().map((entry) => statusLogRow(client.userId, entry));

export const statusLogRow = (
  userId: string,
  entry: StatusLogRecord,
): typeof clientStatusLog.$inferInsert => ({ userId, ...entry });

/**
 * The client with its status log, newest first, in one statement (a row per log entry): a client read is on
 * every client call, and a second round trip for its log was a third of GET admin/view-client's statements.
 * `lock` takes the client's row for update (its log rows stay unlocked, as they were).
 */
export async function clientWithStatusLog(
  sql: Sql,
  userId: string,
  lock = false,
): Promise<ClientRecord | null> {
  const query = clientWithStatusLogQuery(sql)
    .where(eq(clients.userId, userId))
    .orderBy(desc(clientStatusLog.seq));
  return clientRecordOf(await (lock ? query.for('update', { of: clients }) : query));
}

const clientWithStatusLogQuery = (sql: Sql) =>
  sql
    .select({ client: clientListColumns, entry: statusLogColumns })
    .from(clients)
    .leftJoin(clientStatusLog, eq(clientStatusLog.userId, clients.userId));

type ClientRows = { client: ClientListRow; entry: ClientRecord['statusLog'][number] | null }[];

/** Several clients (one per id that exists) with their status logs, locked, in id order: one statement. */
async function lockedClients(sql: Sql, userIds: readonly string[]): Promise<ClientRecord[]> {
  if (userIds.length === 0) return [];
  const rows = await clientWithStatusLogQuery(sql)
    .where(inArray(clients.userId, [...userIds]))
    .orderBy(asc(clients.userId), desc(clientStatusLog.seq))
    .for('update', { of: clients });
  const byClient = new Map<string, ClientRows>();
  for (const row of rows) {
    const own = byClient.get(row.client.userId) ?? [];
    own.push(row);
    byClient.set(row.client.userId, own);
  }
  return [...byClient.values()].flatMap((own) => clientRecordOf(own) ?? []);
}

/** The client of its rows (one per log entry, newest first), or null when there are none. */
export function clientRecordOf(rows: ClientRows): ClientRecord | null {
  const [first] = rows;
  if (!first) return null;
  const statusLog = rows.flatMap(({ entry }) => (entry ? [entry] : []));
  return { ...first.client, statusLog };
}

/** What a client list query matches: the whole list, its pages and its export alike. */
const clientMatches = (query: ClientQuery): SQL | undefined =>
  and(
    searchIn(clients.searchKeys, query.search),
    anyOf(clients.locationKey, query.locations),
    anyOf(clients.blockStatus, query.statuses),
    withinDays(clients.joinDate, query),
  );

/** What each sortable column of the list sorts by (src/domain/list-order.ts, clientSortValue). */
const CLIENT_SORT: Record<ClientSortKey, SQLWrapper> = {
  userId: clients.userId,
  // The name as a person reads it (src/domain/name-key.ts), through the index clients_by_name.
  name: codeUnits(clients.nameKey),
  email: searchKey(clients.searchKeys, 3),
  joinDate: clients.joinDate,
  points: clients.points,
  location: codeUnits(clients.locationKey),
  blockStatus: codeUnits(clients.blockStatus),
};

/** The client list's reads (paged-list.ts): its columns, filter, sort values and newest-first order. */
const clientList = (sql: Sql) =>
  pagedReads(sql, {
    table: clients,
    select: () => sql.select(clientListColumns).from(clients).$dynamic(),
    matches: clientMatches,
    sort: CLIENT_SORT,
    // Plain DESC, as the index clients_newest_first is built since migration 0008 (it was NULLS LAST, which
    // a plain DESC does not match: 100,000 rows were sorted on disk).
    date: clients.joinDate,
    id: clients.userId,
    position: (after: ClientPosition) => [after.joinDate, after.userId],
    count: (query, where) => countClients(sql, query, where),
  });

export const clientReads = (
  sql: Sql,
): Pick<StoreReads, 'clientById' | 'listClients' | 'pageClients' | 'clientsAfter'> => {
  const list = clientList(sql);
  return {
    clientById: (userId) => clientWithStatusLog(sql, userId),
    listClients: list.list,
    pageClients: list.page,
    clientsAfter: list.after,
  };
};

export const clientWrites = (
  tx: Sql,
): Pick<
  StoreTx,
  | 'lockClient'
  | 'lockClients'
  | 'updateClient'
  | 'setBalances'
  | 'addStatusLog'
  | 'updateClientDetails'
  | 'insertClients'
> => ({
  lockClient: (userId) => clientWithStatusLog(tx, userId, true),
  lockClients: (userIds) => lockedClients(tx, userIds),
  async setBalances(balances) {
    if (balances.length === 0) return;
    await tx.execute(raw`
      update ${clients} set points = b.points
      from unnest(${raw.param(balances.map((b) => b.userId))}::text[],
                  ${raw.param(balances.map((b) => b.points))}::int[]) as b(user_id, points)
      where ${clients.userId} = b.user_id`);
  },
  async updateClient(userId, patch) {
    const set = {
      points: patch.points,
      blockStatus: patch.blockStatus,
      reason: patch.reason,
      notes: patch.notes,
    };
    if (changesSomething(set)) await tx.update(clients).set(set).where(eq(clients.userId, userId));
  },
  async updateClientDetails(userId, details) {
    const { emailKey, locationKey, nameKey, searchKeys } = clientRow({ ...EMPTY, userId, ...details });
    const set = { ...details, emailKey, locationKey, nameKey, searchKeys };
    await tx.update(clients).set(set).where(eq(clients.userId, userId));
  },
  async insertClients(records) {
    if (records.length === 0) return 'inserted';
    // A concurrent insert of one of these emails or phones waits for the other to commit, then is skipped
    // here: no conflict target, as both unique keys are partial ('' is none, docs/product.md §10.24).
    const rows = records.map((record) => ({ ...clientRow(record), joinDate: record.joinDate }));
    const inserted = rowsOf(
      await tx.execute(
        raw`${unnestSelect('clients', CLIENT_COLUMNS, rows)} on conflict do nothing returning "user_id"`,
      ),
    );
    if (inserted.length < records.length) return 'email-taken';
    await bulkInsert(tx, 'client_status_log', STATUS_LOG_COLUMNS, records.flatMap(statusLogRows));
    return 'inserted';
  },
  async addStatusLog(userId, entry) {
    await tx.insert(clientStatusLog).values(statusLogRow(userId, entry));
  },
});
