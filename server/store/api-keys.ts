/**
 * The api_keys table: the list, a new key, revoking, and a key's call (useApiKey) in one statement: the key
 * read by its hash, the call counted in rate_limit_counters (`api-key <id>`) and its last use moved once a
 * step, so a key's call costs one round trip before its work, as a session's does.
 */
import { desc, eq } from 'drizzle-orm';
import type { ApiKeyUsed, BackendStore, StoreReads, StoreTx } from '../../src/backend/ports';
import type { ApiKeyRecord } from '../../src/backend/records';
import { isApiKeyScope } from '../../src/domain/api-keys';
import type { Sql } from '../db/database';
import { apiKeys } from '../db/schema';
import { isoFromPostgres } from '../db/schema/iso-from-postgres';
import { writeStatement } from './write-statement';

const apiKeyColumns = {
  _id: apiKeys.id,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  location: apiKeys.location,
  createdBy: apiKeys.createdBy,
  createdById: apiKeys.createdById,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  hash: apiKeys.hash,
} satisfies Record<keyof ApiKeyRecord, unknown>;

export const apiKeyReads = (sql: Sql): Pick<StoreReads, 'listApiKeys'> => ({
  listApiKeys: () =>
    sql.select(apiKeyColumns).from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)),
});

export const apiKeyWrites = (tx: Sql): Pick<StoreTx, 'insertApiKey' | 'revokeApiKey'> => ({
  async insertApiKey({ _id, ...key }) {
    await tx.insert(apiKeys).values({ id: _id, ...key });
  },
  async revokeApiKey(id, at) {
    const [before] = await tx.select(apiKeyColumns).from(apiKeys).where(eq(apiKeys.id, id)).for('update');
    if (before === undefined) return null;
    if (before.revokedAt === null) await tx.update(apiKeys).set({ revokedAt: at }).where(eq(apiKeys.id, id));
    return before;
  },
});

/**
 * The counter's and the last use's commit need not wait for the disk (`synchronous_commit` off for this
 * statement's own transaction): a crash may forget a few counted calls or a last use, never a change. A
 * durable commit here held the key's counter row for a disk flush on every call, so ten connections of one
 * till queued behind each other (docs/performance.md, "API keys").
 */
const USE_KEY = `
with k as (
  select id, name, scopes, location, created_by, created_by_id, created_at, last_used_at, revoked_at, hash
  from api_keys where hash = $1
), hit as (
  insert into rate_limit_counters (key, hits, window_ends_ms)
  select 'api-key ' || k.id, 1, $2::bigint + $3::bigint from k
  on conflict (key) do update set
    hits = case when rate_limit_counters.window_ends_ms <= $2::bigint then 1
      else rate_limit_counters.hits + 1 end,
    window_ends_ms = case when rate_limit_counters.window_ends_ms <= $2::bigint then $2::bigint + $3::bigint
      else rate_limit_counters.window_ends_ms end
  returning hits, window_ends_ms
), touched as (
  update api_keys set last_used_at = $4::timestamptz
  where id = (select id from k) and (last_used_at is null or last_used_at < $5::timestamptz)
  returning last_used_at
), quick as (
  select set_config('synchronous_commit', 'off', true) as setting
)
select k.id::text as id, k.name::text as name, array_to_string(k.scopes, ',') as scopes,
  k.location::text as location, k.created_by::text as created_by, k.created_by_id::text as created_by_id,
  k.created_at::text as created_at, coalesce(touched.last_used_at, k.last_used_at)::text as last_used_at,
  k.revoked_at::text as revoked_at, k.hash::text as hash, hit.hits::text as hits,
  hit.window_ends_ms::text as window_ends_ms, quick.setting::text as setting
from k cross join hit cross join quick left join touched on true`;

const USE_KEY_COLUMNS = [
  'id',
  'name',
  'scopes',
  'location',
  'created_by',
  'created_by_id',
  'created_at',
  'last_used_at',
  'revoked_at',
  'hash',
  'hits',
  'window_ends_ms',
  'setting',
] as const;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : String(value));
const timeOf = (value: unknown): string | null => (value === null ? null : isoFromPostgres(textOf(value)));

function usedOf(row: Record<string, unknown>): ApiKeyUsed {
  return {
    key: {
      _id: textOf(row.id),
      name: textOf(row.name),
      scopes: textOf(row.scopes).split(',').filter(isApiKeyScope),
      location: row.location === null ? null : textOf(row.location),
      createdBy: textOf(row.created_by),
      createdById: textOf(row.created_by_id),
      createdAt: timeOf(row.created_at) ?? '',
      lastUsedAt: timeOf(row.last_used_at),
      revokedAt: timeOf(row.revoked_at),
      hash: textOf(row.hash),
    },
    hits: Number(row.hits),
    windowEndsMs: Number(row.window_ends_ms),
  };
}

export function apiKeyUses(sql: Sql): Pick<BackendStore, 'useApiKey'> {
  const run = writeStatement(sql, 'api_key_use', USE_KEY, USE_KEY_COLUMNS);
  return {
    async useApiKey({ hash, nowMs, windowMs, at, touchBefore }) {
      const [row] = await run([hash, nowMs, windowMs, at, touchBefore]);
      return row === undefined ? null : usedOf(row);
    },
  };
}
