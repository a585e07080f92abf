/** Reading the demo database, filtered by the core's own predicates (backend/filters/match.ts). */
import {
  matchesActivity,
  matchesBroadcast,
  matchesClient,
  matchesTransaction,
  newestFirst,
} from '../../../backend/filters/match';
import { countOverview } from '../../../backend/filters/overview-count';
import type { Page } from '../../../domain/pagination';
import type { ListWindow, StoreTx } from '../../../backend/ports';
import type { ClientListRow, ClientRecord } from '../../../backend/records';
import { emailKey } from '../../../domain/email';
import { balanceChange } from '../../../domain/points';
import {
  clientSortValue,
  compareListRows,
  compareSortValues,
  pageOffset,
  rowsInOrder,
  transactionSortValue,
  type SortValue,
} from '../../../domain/list-order';
import { mailReads } from './memory-mail';
import { codeUnitOrder } from '../../../domain/expiry';
import { codeKey, type Tables } from './tables';

export type MemoryReads = Pick<
  StoreTx,
  | 'accountById'
  | 'accountByEmail'
  | 'clientById'
  | 'listClients'
  | 'pageClients'
  | 'clientsAfter'
  | 'transactionById'
  | 'listTransactions'
  | 'pageTransactions'
  | 'transactionsAfter'
  | 'broadcastById'
  | 'listBroadcasts'
  | 'broadcastDelivery'
  | 'listActivity'
  | 'overview'
  | 'sessionAccount'
  | 'sessionAccountWithClient'
  | 'sessionsOf'
  | 'listAdmins'
  | 'listLocations'
  | 'lockLocations'
  | 'lockAdmins'
  | 'lockSession'
  | 'clientIdsByEmail'
  | 'clientIdsByPhone'
  | 'hasAdmin'
  | 'setupTokenExpiry'
  | 'businessSettings'
  | 'lockClient'
  | 'lockClients'
  | 'lockCode'
  | 'oneTimeToken'
  | 'lockGuesses'
  | 'listApiKeys'
  | 'programme'
  | 'lotHolders'
  | 'movementsOf'
>;

/** Every location by name (any case), then id: as the SQL store orders them. */
const locationsByName = (t: Tables) =>
  [...t.rows.locations].sort((a, b) => {
    const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
    return x === y ? (a._id < b._id ? -1 : 1) : x < y ? -1 : 1;
  });

/** List rows leave out the status log (only the detail shows it): a third less JSON on a 10k-client list. */
const listRow = ({ statusLog: _log, ...row }: ClientRecord): ClientListRow => row;

/** The matches in the window's order (domain/list-order.ts), one page of them, and how many match. */
function pageOf<T, K extends string>(
  matching: T[],
  window: ListWindow<K>,
  valueOf: (row: T, key: K) => SortValue,
  idOf: (row: T) => string,
): Page<T> {
  const compare = compareListRows(window.sort, valueOf, idOf);
  const start = pageOffset(window.page.number, window.page.size);
  return { rows: rowsInOrder(matching, compare, start, window.page.size), total: matching.length };
}

/**
 * At most `size` of the matches in newest-first order (`[time, id]` descending), past `position` (null: from
 * the newest): the rows whose time and id come before the position's.
 */
function after<T>(
  matching: T[],
  placeOf: (row: T) => readonly [string, string],
  position: readonly [string, string] | null,
  size: number,
): T[] {
  const older = (a: readonly [string, string], b: readonly [string, string]) =>
    compareSortValues(b[0], a[0]) || compareSortValues(b[1], a[1]);
  const past = position === null ? matching : matching.filter((row) => older(placeOf(row), position) > 0);
  // One batch of an export: the next `size` rows, not a sort of every row for each batch.
  return rowsInOrder(past, (a, b) => older(placeOf(a), placeOf(b)), 0, size);
}

/** Async like a real database; the work itself is synchronous over the indexes. */
export function createReads(t: Tables): MemoryReads {
  const clientById = async (id: string) => t.clients.get(id) ?? null;
  const sessionAccount = (id: string) => {
    const session = t.sessions.get(id);
    const account = session === undefined ? undefined : t.accounts.get(session.accountId);
    return session === undefined || account === undefined ? null : { session, account };
  };
  const admins = () => t.rows.accounts.filter((a) => a.kind === 'admin');
  return {
    accountById: async (id) => t.accounts.get(id) ?? null,
    accountByEmail: async (email) => t.accounts.get(t.emails.get(emailKey(email)) ?? '') ?? null,
    clientById,
    programme: async () => t.rows.programme,
    async lotHolders({ earnedFrom, earnedBefore, after, size }) {
      const earnedSince = new Map<string, number>();
      const inWindow = new Set<string>();
      for (const e of t.rows.transactions) {
        const gives = balanceChange(e.type, e.transactionPoints);
        if (gives <= 0 || e.clientId <= after) continue;
        if (e.transactionDate >= earnedBefore)
          earnedSince.set(e.clientId, (earnedSince.get(e.clientId) ?? 0) + gives);
        else if (e.transactionDate >= earnedFrom) inWindow.add(e.clientId);
      }
      // A balance above what was earned since the bound is left of an older lot (the port says why).
      return [...inWindow]
        .filter((id) => (t.clients.get(id)?.points ?? 0) > (earnedSince.get(id) ?? 0))
        .sort(compareSortValues)
        .slice(0, size);
    },
    async movementsOf(clientIds) {
      const wanted = new Set(clientIds);
      return t.rows.transactions.filter((e) => wanted.has(e.clientId));
    },
    listClients: async (q) => t.rows.clients.filter((c) => matchesClient(c, q)).map(listRow),
    // Only the rows answered lose their status log: not a copy of every client for a page of 7.
    async pageClients(q, window) {
      const matching = t.rows.clients.filter((c) => matchesClient(c, q));
      const { rows, total } = pageOf(matching, window, clientSortValue, (c) => c.userId);
      return { rows: rows.map(listRow), total };
    },
    clientsAfter: async (q, position, size) =>
      after(
        t.rows.clients.filter((c) => matchesClient(c, q)),
        (c) => [c.joinDate, c.userId],
        position && [position.joinDate, position.userId],
        size,
      ).map(listRow),
    transactionById: async (id) => t.transactions.get(id) ?? null,
    listTransactions: async (q) => t.rows.transactions.filter((row) => matchesTransaction(row, q)),
    pageTransactions: async (q, window) =>
      pageOf(
        t.rows.transactions.filter((row) => matchesTransaction(row, q)),
        window,
        transactionSortValue,
        (row) => row.transactionId,
      ),
    transactionsAfter: async (q, position, size) =>
      after(
        t.rows.transactions.filter((row) => matchesTransaction(row, q)),
        (row) => [row.transactionDate, row.transactionId],
        position && [position.transactionDate, position.transactionId],
        size,
      ),
    ...mailReads(t),
    broadcastById: async (id) =>
      t.broadcasts.get(id) ?? t.broadcasts.get(t.broadcastIds.get(id) ?? '') ?? null,
    async listBroadcasts(q) {
      const matching = t.rows.broadcasts.filter((b) => matchesBroadcast(b, q));
      const start = q.page ? (q.page.number - 1) * q.page.size : 0;
      const rows = q.page ? matching.slice(start, start + q.page.size) : matching;
      return { rows, total: matching.length, totalCount: t.rows.broadcasts.length };
    },
    async listActivity(q) {
      // The trail is kept oldest first and holds at most TRAIL_CAP entries: counting it whole is cheap here.
      const matching = t.rows.activity.filter((a) => matchesActivity(a, q)).sort(newestFirst);
      const start = (q.page.number - 1) * q.page.size;
      return {
        rows: matching.slice(start, start + q.page.size),
        total: Math.min(matching.length, q.countUpTo),
        totalExact: matching.length <= q.countUpTo,
      };
    },
    overview: async (q) =>
      countOverview(t.rows.clients, t.rows.transactions, (id) => t.clients.get(id)?.name ?? '', q),
    sessionAccount: async (id) => sessionAccount(id),
    async sessionAccountWithClient(sessionId, clientId) {
      const signedIn = sessionAccount(sessionId);
      return { signedIn, client: signedIn === null ? null : await clientById(clientId) };
    },
    sessionsOf: async (accountId) =>
      [...t.sessions.values()]
        .filter((s) => s.accountId === accountId)
        .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt)),
    listAdmins: async () => admins(),
    listLocations: async () => locationsByName(t),
    async clientIdsByEmail(keys) {
      const found = new Map<string, string>();
      for (const key of keys) {
        const id = t.clientEmails.get(key);
        if (id !== undefined) found.set(key, id);
      }
      return found;
    },
    async clientIdsByPhone(phones) {
      const wanted = new Set(phones);
      return new Map(
        t.rows.clients.filter((c) => c.phone !== '' && wanted.has(c.phone)).map((c) => [c.phone, c.userId]),
      );
    },
    hasAdmin: async () => t.rows.accounts.some((account) => account.kind === 'admin'),
    setupTokenExpiry: async (tokenHash) => t.setupTokens.get(tokenHash) ?? null,
    businessSettings: async () => ({ ...t.settings }),
    // Transactions run one at a time in the demo, so a lock is simply a read.
    lockAdmins: async () => admins(),
    lockLocations: async () => locationsByName(t),
    lockSession: async (id) => t.sessions.get(id) ?? null,
    lockClient: clientById,
    lockClients: async (ids) =>
      [...new Set(ids)].sort(codeUnitOrder).flatMap((id) => {
        const client = t.clients.get(id);
        return client ? [client] : [];
      }),
    lockCode: async (accountId, purpose) => t.codes.get(codeKey(accountId, purpose)) ?? null,
    async oneTimeToken(token, kind) {
      const found = t.tokens.get(token);
      return found?.kind === kind ? found : null;
    },
    lockGuesses: async (subject) => t.guesses.get(subject) ?? null,
    listApiKeys: async () =>
      [...t.apiKeys.values()].sort((a, b) =>
        a.createdAt === b.createdAt ? (a._id < b._id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
      ),
  };
}
