/**
 * The Idempotency-Key's part of a one-statement write (StoreKeyedChanges; docs/performance.md, "Writes"): the
 * statement reads the key as its snapshot holds it, writes only when it is free, and inserts the key with
 * what it kept (the core's input and the statement's own result row), so a keyed write is one round trip
 * and one commit. The key row's plain insert is what serialises two requests with one key: the second waits
 * on the first's uncommitted key, then fails on it and is rolled back whole, and reads what the first kept.
 */
import type { KeyClaim } from '../../src/backend/ports';
import type { IdempotencyRecord } from '../../src/backend/records';
import type { Sql } from '../db/database';
import { statement } from '../db/statement';

export type KeyParam =
  'keyAdminId' | 'key' | 'keyFingerprint' | 'keyCreatedAt' | 'keyExpiredBefore' | 'keyInput';

/** A write's key parameters, by name. */
export const keyValues = (key: KeyClaim, input: unknown): Record<KeyParam, unknown> => ({
  keyAdminId: key.adminId,
  key: key.key,
  keyFingerprint: key.fingerprint,
  keyCreatedAt: key.createdAt,
  keyExpiredBefore: key.expiredBefore,
  keyInput: JSON.stringify(input),
});

/** The CTEs and columns a keyed statement adds; `param` writes a parameter's placeholder with its type. */
export function keyParts(param: (name: KeyParam, type: string) => string) {
  const adminId = param('keyAdminId', 'text');
  const key = param('key', 'text');
  return {
    /** The key as this statement's snapshot sees it, unless expired. */
    held: `held as (select fingerprint, status, body from idempotency_keys
      where admin_id = ${adminId} and key = ${key} and created_at >= ${param('keyExpiredBefore', 'timestamptz')})`,
    /** The condition every write of the statement is under. */
    free: 'not exists (select 1 from held)',
    /** The key with what it keeps: `row` is SQL giving the statement's result row as jsonb. */
    kept: (
      row: string,
    ) => `kept as (insert into idempotency_keys (admin_id, key, fingerprint, created_at, status, body)
      select ${adminId}, ${key}, ${param('keyFingerprint', 'text')}, ${param('keyCreatedAt', 'timestamptz')}, 0,
        jsonb_build_object('input', ${param('keyInput', 'jsonb')}, 'row', ${row})
      where not exists (select 1 from held))`,
    /** The key as held, KEY_COLUMNS in that order. */
    columns: `(select fingerprint from held) as held_fingerprint, (select status from held)::text as held_status,
      (select body::text from held) as held_body`,
  };
}

/** The names of the columns keyParts adds to a statement's result row, in its order. */
export const KEY_COLUMNS = ['held_fingerprint', 'held_status', 'held_body'] as const;

export type HeldKey = Pick<IdempotencyRecord, 'fingerprint' | 'status' | 'body'>;

const jsonObject = (value: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {};
};

const heldOf = (fingerprint: unknown, status: unknown, body: unknown): HeldKey => ({
  fingerprint: String(fingerprint),
  status: Number(status),
  body: jsonObject(body),
});

/** What a key kept in its body (status 0): the core's input and the statement's result row. */
export const keptOf = (
  body: Record<string, unknown>,
): { input: unknown; row: Record<string, unknown> | null } => ({
  input: body.input,
  row: body.row === null || body.row === undefined ? null : jsonObject(body.row),
});

/** A unique violation of the key's primary key: another statement inserted the same key first. */
const keyTaken = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  Reflect.get(error, 'code') === '23505' &&
  String(Reflect.get(error, 'constraint') ?? Reflect.get(error, 'message')).includes('idempotency_keys_pkey');

const READ = `select fingerprint, status::text as status, body::text as body, created_at >= $3::timestamptz as fresh
  from idempotency_keys where admin_id = $1::text and key = $2::text`;
const DROP_EXPIRED = `delete from idempotency_keys where admin_id = $1::text and key = $2::text and created_at < $3::timestamptz`;

/**
 * Runs a keyed statement: its result row, or the key as held (seen by the statement, or, when it lost a race
 * for the key, read once the winner committed). A key past its day that the sweep has not removed yet is
 * dropped and the statement run once more.
 */
export async function runKeyed(
  sql: Sql,
  key: KeyClaim,
  run: () => Promise<Record<string, unknown> | undefined>,
): Promise<{ row: Record<string, unknown> | undefined } | { held: HeldKey }> {
  const at = [key.adminId, key.key, key.expiredBefore];
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await run();
      if (row?.held_fingerprint !== null && row?.held_fingerprint !== undefined)
        return { held: heldOf(row.held_fingerprint, row.held_status, row.held_body) };
      return { row };
    } catch (error) {
      if (!keyTaken(error) || attempt > 0) throw error;
      const [found] = await statement(sql, 'idempotency_read', READ)(at);
      if (found && (found.fresh === true || found.fresh === 't'))
        return { held: heldOf(found.fingerprint, found.status, found.body) };
      await statement(sql, 'idempotency_drop_expired', DROP_EXPIRED)(at);
    }
  }
}

/**
 * Whether `value` (parsed JSON) has `model`'s shape: the same keys holding the same kinds of values, all the
 * way down (null or a missing optional stands for any). The model is the core's input of the replay, the
 * same request as the first one's, so the kept input is read back as its type, checked rather than assumed.
 */
export function isLike<T>(value: unknown, model: T): value is T {
  if (model === null || model === undefined || value === null) return true;
  if (Array.isArray(model)) return Array.isArray(value);
  if (typeof model !== 'object') return typeof value === typeof model;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(model).every(([name, inner]) => isLike(Reflect.get(value, name), inner));
}

/**
 * `value` as `model`'s type (see isLike), its keys in the model's order all the way down: a key kept in
 * jsonb comes back with its keys reordered, and a replay's answer should read as the first one's did.
 */
export function asLike<T>(value: unknown, model: T): T | null {
  return isLike(value, model) ? inOrderOf(value, model) : null;
}

function inOrderOf<T>(value: T, model: unknown): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if (typeof model !== 'object' || model === null || Array.isArray(model)) return value;
  const names = [...Object.keys(model), ...Object.keys(value).filter((name) => !(name in model))];
  const ordered = names
    .filter((name) => name in value)
    .map((name) => [name, inOrderOf(Reflect.get(value, name), Reflect.get(model, name))]);
  return Object.fromEntries(ordered) as T;
}
