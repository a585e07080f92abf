/**
 * Changing the demo database inside a transaction: every write records how to undo itself, so a
 * transaction that throws leaves no trace. Writes swap whole records (see tables.ts), never edit one.
 */
import type { StoreTx } from '../../../backend/ports';
import type { MemoryReads } from './memory-reads';
import { emailKey } from '../../../domain/email';
import { TRAIL_CAP } from './snapshot';
import { codeKey, idempotencyKey, type Tables } from './tables';

export type MemoryWrites = Omit<StoreTx, keyof MemoryReads>;
type Undo = () => void;

/** Puts `next` where `key`'s record is, in its list and its index; answers the undo. */
function swap<T>(rows: T[], index: Map<string, T>, key: string, next: (old: T) => T): Undo {
  const old = index.get(key);
  if (old === undefined) return () => undefined;
  const at = rows.indexOf(old);
  const replacement = next(old);
  rows[at] = replacement;
  index.set(key, replacement);
  return () => {
    rows[at] = old;
    index.set(key, old);
  };
}

/** Sets or deletes one map entry; answers the undo. */
function put<T>(map: Map<string, T>, key: string, value: T | undefined): Undo {
  const old = map.get(key);
  if (value === undefined) map.delete(key);
  else map.set(key, value);
  return () => (old === undefined ? map.delete(key) : map.set(key, old));
}

export function createWrites(t: Tables, log: (undo: Undo) => void): MemoryWrites {
  const { rows } = t;
  return {
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
    async addStatusLog(userId, entry) {
      log(swap(rows.clients, t.clients, userId, (old) => ({ ...old, statusLog: [entry, ...old.statusLog] })));
    },
    async nextSequence(name) {
      rows.sequences[name] += 1;
      log(() => (rows.sequences[name] -= 1));
      return rows.sequences[name];
    },
    async insertTransaction(transaction) {
      rows.transactions.unshift(transaction);
      log(() => rows.transactions.splice(rows.transactions.indexOf(transaction), 1));
      log(put(t.transactions, transaction.transactionId, transaction));
    },
    async insertBroadcast(broadcast) {
      rows.broadcasts.unshift(broadcast);
      log(() => rows.broadcasts.splice(rows.broadcasts.indexOf(broadcast), 1));
      log(put(t.broadcasts, broadcast.broadcastId, broadcast));
      log(put(t.broadcastIds, broadcast._id, broadcast.broadcastId));
    },
    async updateBroadcast(broadcastId, patch) {
      log(swap(rows.broadcasts, t.broadcasts, broadcastId, (old) => ({ ...old, ...patch })));
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
    async putOneTimeToken(token) {
      log(put(t.tokens, token.token, token));
    },
    async takeOneTimeToken(token, kind) {
      const found = t.tokens.get(token);
      if (found?.kind !== kind) return null;
      log(put(t.tokens, token, undefined));
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
