/**
 * Changing the demo database inside a transaction: every write records how to undo itself, so a
 * transaction that throws leaves no trace. Writes swap whole records (see tables.ts), never edit one.
 */
import type { StoreTx } from '../../../backend/ports';
import type { ClientRecord, TransactionRecord } from '../../../backend/records';
import type { MemoryReads } from './memory-reads';
import type { RewardReads, RewardWrites } from './memory-rewards';
import { emailKey } from '../../../domain/email';
import { mailWrites } from './memory-mail';
import { locationWrites } from './memory-locations';
import { TRAIL_CAP } from './snapshot';
import { codeKey, idempotencyKey, type Tables } from './tables';
import { put, swap, type Undo } from './undo';

/** The catalogue's reads and writes are memory-rewards.ts's. */
export type MemoryWrites = Omit<
  StoreTx,
  keyof MemoryReads | keyof RewardReads | keyof RewardWrites | 'changeClient' | 'enrolClient'
>;
/** The clients list's order: joinDate desc, then userId desc. */
const newestMemberFirst = (a: ClientRecord, b: ClientRecord): number =>
  a.joinDate === b.joinDate ? (a.userId < b.userId ? 1 : -1) : a.joinDate < b.joinDate ? 1 : -1;

/** Two lists each in that order, as one. */
function mergeNewestFirst(a: readonly ClientRecord[], b: readonly ClientRecord[]): ClientRecord[] {
  const merged: ClientRecord[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (right === undefined || (left !== undefined && newestMemberFirst(left, right) <= 0)) {
      if (left !== undefined) merged.push(left);
      i += 1;
    } else {
      merged.push(right);
      j += 1;
    }
  }
  return merged;
}

export function createWrites(t: Tables, log: (undo: Undo) => void): MemoryWrites {
  const { rows } = t;
  const mail = mailWrites(t, log);
  const insertTransaction = (transaction: TransactionRecord): void => {
    rows.transactions.unshift(transaction);
    log(() => rows.transactions.splice(rows.transactions.indexOf(transaction), 1));
    log(put(t.transactions, transaction.transactionId, transaction));
  };
  return {
    ...mail,
    ...locationWrites(t, log),
    async insertAccount(account) {
      if (t.emails.has(emailKey(account.email))) return 'email-taken';
      rows.accounts.push(account);
      log(() => rows.accounts.splice(rows.accounts.indexOf(account), 1));
      log(put(t.accounts, account._id, account));
      log(put(t.emails, emailKey(account.email), account._id));
      return 'inserted';
    },
    async updateAccount(id, patch) {
      log(swap(rows.accounts, t.accounts, id, (old) => ({ ...old, ...patch })));
    },
    async updateClient(userId, patch) {
      log(swap(rows.clients, t.clients, userId, (old) => ({ ...old, ...patch })));
    },
    async setBalances(balances) {
      for (const { userId, points } of balances)
        log(swap(rows.clients, t.clients, userId, (old) => ({ ...old, points })));
    },
    async updateClientDetails(userId, details) {
      const old = t.clients.get(userId);
      if (old === undefined) return;
      log(swap(rows.clients, t.clients, userId, (record) => ({ ...record, ...details })));
      log(put(t.clientEmails, emailKey(old.email), undefined));
      // '' is no email (a client known by phone only, docs/product.md §10.24): never a key.
      if (details.email !== '') log(put(t.clientEmails, emailKey(details.email), userId));
    },
    async insertClients(clients) {
      const keys = clients.map((client) => emailKey(client.email)).filter((key) => key !== '');
      const phones = clients.map((client) => client.phone).filter((phone) => phone !== '');
      const phonesHeld = new Set(rows.clients.map((client) => client.phone));
      if (
        keys.some((key) => t.clientEmails.has(key)) ||
        new Set(keys).size < keys.length ||
        phones.some((phone) => phonesHeld.has(phone)) ||
        new Set(phones).size < phones.length
      )
        return 'email-taken';
      // Newest member first, as the list is kept: an import's join dates may be older, so the batch is merged in.
      const before = [...rows.clients];
      rows.clients.splice(
        0,
        rows.clients.length,
        ...mergeNewestFirst(before, [...clients].sort(newestMemberFirst)),
      );
      log(() => rows.clients.splice(0, rows.clients.length, ...before));
      for (const client of clients) {
        log(put(t.clients, client.userId, client));
        if (client.email !== '') log(put(t.clientEmails, emailKey(client.email), client.userId));
      }
      return 'inserted';
    },
    async addStatusLog(userId, entry) {
      log(swap(rows.clients, t.clients, userId, (old) => ({ ...old, statusLog: [entry, ...old.statusLog] })));
    },
    async nextSequence(name) {
      rows.sequences[name] += 1;
      log(() => (rows.sequences[name] -= 1));
      return rows.sequences[name];
    },
    async nextSequences(name, count) {
      const first = rows.sequences[name] + 1;
      rows.sequences[name] += count;
      log(() => (rows.sequences[name] -= count));
      return Array.from({ length: count }, (_, i) => first + i);
    },
    async insertTransactions(transactions) {
      // One move of the list for the whole batch (an import's), newest first like each single insert.
      rows.transactions.unshift(...[...transactions].reverse());
      log(() => rows.transactions.splice(0, transactions.length));
      for (const transaction of transactions)
        log(put(t.transactions, transaction.transactionId, transaction));
    },
    async insertTransaction(transaction) {
      insertTransaction(transaction);
    },
    async markReversed(transactionId, reversalId) {
      log(
        swap(rows.transactions, t.transactions, transactionId, (old) => ({ ...old, reversedBy: reversalId })),
      );
    },
    async insertBroadcast(broadcast) {
      rows.broadcasts.unshift(broadcast);
      log(() => rows.broadcasts.splice(rows.broadcasts.indexOf(broadcast), 1));
      log(put(t.broadcasts, broadcast.broadcastId, broadcast));
      log(put(t.broadcastIds, broadcast._id, broadcast.broadcastId));
    },
    async updateBroadcast(broadcastId, patch) {
      log(swap(rows.broadcasts, t.broadcasts, broadcastId, (old) => ({ ...old, ...patch })));
      if (patch.bcDateTime === undefined) return;
      // A new send time makes it the newest: first in the list, as the list is ordered.
      const moved = t.broadcasts.get(broadcastId);
      const at = moved === undefined ? -1 : rows.broadcasts.indexOf(moved);
      if (moved === undefined || at <= 0) return;
      rows.broadcasts.splice(at, 1);
      rows.broadcasts.unshift(moved);
      log(() => rows.broadcasts.splice(at, 0, ...rows.broadcasts.splice(0, 1)));
    },
    async putCode(code) {
      log(put(t.codes, codeKey(code.accountId, code.purpose), code));
    },
    async deleteCode(accountId, purpose) {
      log(put(t.codes, codeKey(accountId, purpose), undefined));
    },
    async putGuesses(record) {
      log(put(t.guesses, record.subject, record));
    },
    async deleteGuesses(subject) {
      log(put(t.guesses, subject, undefined));
    },
    async putOneTimeToken(token) {
      log(put(t.tokens, token.token, token));
    },
    async takeOneTimeToken(token, kind) {
      const found = t.tokens.get(token);
      if (found?.kind !== kind) return null;
      log(put(t.tokens, token, undefined));
      return found;
    },
    async dropOneTimeTokensOf(accountId, kind) {
      for (const token of [...t.tokens.values()])
        if (token.accountId === accountId && token.kind === kind) log(put(t.tokens, token.token, undefined));
    },
    async deleteInvitedAccount(id) {
      const account = t.accounts.get(id);
      if (account === undefined || account.passwordHash !== '') return false;
      for (const token of [...t.tokens.values()])
        if (token.accountId === id) log(put(t.tokens, token.token, undefined));
      for (const [key, code] of [...t.codes.entries()])
        if (code.accountId === id) log(put(t.codes, key, undefined));
      for (const session of [...t.sessions.values()])
        if (session.accountId === id) log(put(t.sessions, session.id, undefined));
      const at = rows.accounts.indexOf(account);
      rows.accounts.splice(at, 1);
      log(() => rows.accounts.splice(at, 0, account));
      log(put(t.accounts, id, undefined));
      log(put(t.emails, emailKey(account.email), undefined));
      return true;
    },
    async insertApiKey(key) {
      log(put(t.apiKeys, key._id, key));
      log(put(t.apiKeyHashes, key.hash, key._id));
    },
    async revokeApiKey(id, at) {
      const found = t.apiKeys.get(id);
      if (found === undefined) return null;
      if (found.revokedAt === null) log(put(t.apiKeys, id, { ...found, revokedAt: at }));
      return found;
    },
    async insertSession(session) {
      log(put(t.sessions, session.id, session));
    },
    async updateSession(id, patch) {
      const old = t.sessions.get(id);
      if (old) log(put(t.sessions, id, { ...old, ...patch }));
    },
    async deleteSession(accountId, id) {
      if (t.sessions.get(id)?.accountId !== accountId) return false;
      log(put(t.sessions, id, undefined));
      return true;
    },
    async deleteSessionsOf(accountId, keep) {
      for (const session of [...t.sessions.values()])
        if (session.accountId === accountId && session.id !== keep)
          log(put(t.sessions, session.id, undefined));
    },
    async putSetupToken(tokenHash, expiresAt) {
      const old = new Map(t.setupTokens);
      t.setupTokens.clear();
      t.setupTokens.set(tokenHash, expiresAt);
      log(() => {
        t.setupTokens.clear();
        for (const [key, value] of old) t.setupTokens.set(key, value);
      });
    },
    async takeSetupToken(tokenHash) {
      const expiresAt = t.setupTokens.get(tokenHash);
      if (expiresAt === undefined) return null;
      log(put(t.setupTokens, tokenHash, undefined));
      return { expiresAt };
    },
    async putTimeZone(zone) {
      const old = t.settings.timeZone;
      t.settings.timeZone = zone;
      log(() => {
        t.settings.timeZone = old;
      });
    },
    async putProgramme(programme) {
      const old = rows.programme;
      rows.programme = programme;
      log(() => (rows.programme = old));
    },
    async appendActivity(entry) {
      rows.sequences.activity += 1;
      rows.activity.push({ ...entry, seq: rows.sequences.activity });
      log(() => {
        rows.activity.pop();
        rows.sequences.activity -= 1;
      });
      // The demo keeps only the newest entries: the trail lives in the browser's storage.
      const [dropped] = rows.activity.length > TRAIL_CAP ? rows.activity.splice(0, 1) : [];
      if (dropped) log(() => rows.activity.unshift(dropped));
    },
    // Transactions run one at a time here, so a claim never meets another in flight.
    async claimIdempotencyKey(claim, expiredBefore) {
      const id = idempotencyKey(claim.adminId, claim.key);
      const held = t.idempotency.get(id);
      if (held && held.createdAt >= expiredBefore) return held;
      for (const [other, record] of t.idempotency)
        if (record.createdAt < expiredBefore) log(put(t.idempotency, other, undefined));
      log(put(t.idempotency, id, { ...claim, status: 0, body: {} }));
      return null;
    },
    async settleIdempotencyKey(adminId, key, answer) {
      const id = idempotencyKey(adminId, key);
      const claimed = t.idempotency.get(id);
      if (claimed) log(put(t.idempotency, id, { ...claimed, ...answer }));
    },
  };
}
