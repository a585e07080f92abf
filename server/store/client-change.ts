/**
 * StoreChanges.changeClient in one statement (docs/performance.md): the client's row locked and checked
 * against the bounds the core hands, then the balance or status or notes, the status log, the ledger row and
 * the trail entry written by one data-modifying CTE, so a write costs one round trip and holds its lock for
 * no longer than the statement. The same rows as the steps of src/backend/client-change-steps.ts (the
 * store's tests hold it to them). Built once per shape and prepared by name.
 */
import { heldAs, KEPT } from '../../src/backend/keyed-steps';
import type {
  ClientChange,
  ClientChangeResult,
  KeyClaim,
  StoreChanges,
  StoreKeyedChanges,
} from '../../src/backend/ports';
import { ACTIVITY_SEARCH_FIELDS } from '../../src/backend/filters/match';
import type { ClientListRow, KeptResult } from '../../src/backend/records';
import { CONSENT_SOURCES, type EmailConsent } from '../../src/domain/email-consent';
import type { BlockStatus } from '../../src/domain/entities';
import { nameSortKey } from '../../src/domain/name-key';
import type { Sql } from '../db/database';
import { isoFromPostgres } from '../db/schema/iso-from-postgres';
import type { RunStatement } from '../db/statement';
import { CLIENT_NAME_KEY_AT } from './clients';
import { asLike, KEY_COLUMNS, keptOf, keyParts, keyValues, runKeyed } from './keyed-writes';
import { locationKey, searchKeys } from './keys';
import { transactionRow } from './transactions';
import { writeStatement } from './write-statement';

/** Stands for a value only the client's row has, where a row's keys are computed (never a real value). */
const NAME = '\u0001name';
const ID = '\u0001id';

type Shape = Pick<ClientChange['trail'], 'shows'> & {
  points: boolean;
  log: boolean;
  ledger: boolean;
  /** With an Idempotency-Key (keyed-writes.ts). */
  keyed: boolean;
};
type Values = Record<string, unknown>;
/** A cell of a keys array: a parameter's name, or SQL reading the client's row. */
type Cell = { param: string; value: string } | { sql: string };

const shapeOf = (change: ClientChange, keyed: boolean): Shape => ({
  shows: change.trail.shows,
  points: change.points !== null,
  log: change.statusLog !== null,
  ledger: change.ledger !== null,
  keyed,
});
const keyOf = (shape: Shape): string =>
  `client_change_${shape.shows}${shape.points ? '_points' : ''}${shape.log ? '_log' : ''}${shape.ledger ? '_ledger' : ''}${shape.keyed ? '_keyed' : ''}`;

/** The trail entry's search keys, as activityRow computes them, the client's name read from its row. */
function trailKeys(change: Pick<ClientChange, 'trail'>): Cell[] {
  const probe = { ...change.trail.entry, seq: 0, clientName: NAME, before: null, after: null };
  return ACTIVITY_SEARCH_FIELDS(probe).map((field, i) =>
    field === NAME ? { sql: 't.name_search' } : { param: `trailKey${i}`, value: searchKeys(field).join('') },
  );
}

/** The ledger row's search keys, as transactionRow computes them, its id and the client's name from SQL. */
function ledgerKeys(change: Pick<ClientChange, 'clientId' | 'ledger'>): Cell[] {
  const draft = change.ledger ?? DUMMY_LEDGER;
  const probe = {
    ...draft,
    transactionId: ID,
    clientId: change.clientId,
    clientName: NAME,
    totalPoints: 0,
    location: '',
  };
  return (transactionRow(probe).searchKeys ?? []).map((key, i) =>
    key === ID
      ? { sql: `$idKeyPrefix::text || ${PADDED}` }
      : key === NAME
        ? { sql: 't.name_search' }
        : { param: `ledgerKey${i}`, value: key },
  );
}
const DUMMY_LEDGER = {
  transactionDate: '',
  transactionPoints: 0,
  type: 'add',
  reasonOrService: '',
  adminUserId: '',
  adminName: '',
  apiKeyId: null,
} as const;
const PADDED = `lpad(n.n::text, greatest($digits::int, length(n.n::text)), '0')`;

const BEFORE_AFTER = {
  points: ['t.points::text', 'ch.points::text'],
  blockStatus: ['t.block_status', 'ch.block_status'],
  notes: ['t.notes', 'ch.notes'],
} as const;

/** The statement of one shape, with `$name` parameters. */
function textOf(shape: Shape, cells: { trail: Cell[]; ledger: Cell[] }): string {
  const array = (list: Cell[]) =>
    `array[${list.map((c) => ('sql' in c ? c.sql : `$${c.param}::text`)).join(', ')}]::text[]`;
  const [before, after] = BEFORE_AFTER[shape.shows];
  const key = keyParts((name, type) => `$${name}::${type}`);
  const parts = [
    `${shape.keyed ? `${key.held}, ` : ''}target as (
      select user_id, name, email, phone, join_date, points, location, location_key, block_status, reason, notes,
             email_consent, email_consent_at, email_consent_source, name_key, search_keys[${CLIENT_NAME_KEY_AT}] as name_search
      from clients where user_id = $clientId::text ${shape.keyed ? `and ${key.free}` : ''} for update
    ), changed as (
      update clients c set
        ${shape.points ? 'points = c.points + $delta::int,' : ''}
        block_status = coalesce($blockStatus::text, c.block_status),
        reason = coalesce($reason::text, c.reason),
        notes = coalesce($notes::text, c.notes)
      from target t
      where c.user_id = t.user_id and t.block_status = any($statuses::text[])
        and ($notes::text is null or t.notes is distinct from $notes::text)
        ${shape.points ? 'and t.points::bigint + $delta::bigint between $min::bigint and $max::bigint' : ''}
      returning c.points, c.block_status, c.notes
    )`,
  ];
  if (shape.log)
    parts.push(`log as (
      insert into client_status_log (user_id, block_status, reason, created_at)
      select t.user_id, $logStatus::text, $logReason::text, $logAt::timestamptz from target t, changed
    )`);
  if (shape.ledger)
    parts.push(`n as materialized (select nextval('transaction_number') as n from changed
    ), ledger as (
      insert into transactions (transaction_id, client_id, client_name, transaction_date, total_points,
        transaction_points, type, reason_or_service, admin_user_id, admin_name, client_name_key, admin_name_key,
        location, location_key, search_keys, reward_id, amount_cents, earning_rule, api_key_id)
      select $idPrefix::text || ${PADDED}, t.user_id, t.name, $date::timestamptz, ch.points,
        $transactionPoints::int, $type::text, $reasonOrService::text, $adminUserId::text, $adminName::text,
        t.name_key, $adminNameKey::text,
        coalesce($location::text, t.location), coalesce($locationKey::text, t.location_key), ${array(cells.ledger)},
        $rewardId::text, $amountCents::int, $earningRule::text, $apiKeyId::text
      from target t, changed ch, n
      returning transaction_id
    )`);
  parts.push(`trail as (
      insert into activity (at, admin_id, admin_name, action, client_id, client_name, broadcast_id, broadcast_text,
        before, after, ip, search_keys)
      select $at::timestamptz, $trailAdminId::text, $trailAdminName::text, $action::text, $trailClientId::text,
        t.name, $broadcastId::text, $broadcastText::text, ${before}, ${after}, $ip::text, ${array(cells.trail)}
      from target t, changed ch
    )`);
  const result = resultColumns(shape)
    .map(([name, expression]) => `${expression} as ${name}`)
    .join(', ');
  if (!shape.keyed) return `with ${parts.join(', ')} select ${result} from target t`;
  // One row always: the result (none when no client), or the key as held.
  parts.push(key.kept(`(select to_jsonb(r) from (select ${result} from target t) r)`));
  return `with ${parts.join(', ')}
    select ${result}, ${key.columns} from (values (1)) as one (n) left join target t on true`;
}

/** The result row's columns, in order: their names and the SQL giving each. */
const resultColumns = (shape: Shape): (readonly [string, string])[] => [
  ['user_id', 't.user_id'],
  ['name', 't.name'],
  ['email', 't.email'],
  ['phone', 't.phone'],
  ['join_date', 't.join_date::text'],
  ['points', 't.points'],
  ['location', 't.location'],
  ['block_status', 't.block_status'],
  ['reason', 't.reason'],
  ['notes', 't.notes'],
  ['email_consent', 't.email_consent'],
  ['email_consent_at', 't.email_consent_at::text'],
  ['email_consent_source', 't.email_consent_source'],
  ['changed', '(select count(*) from changed)::int'],
  ...(shape.ledger ? [['transaction_id', '(select transaction_id from ledger)'] as const] : []),
];

/** The names of the statement's columns, in the order it answers them. */
const columnsOf = (shape: Shape): string[] => [
  ...resultColumns(shape).map(([name]) => name),
  ...(shape.keyed ? KEY_COLUMNS : []),
];

/** `$name` to `$1`, `$2`, … in order of first use; answers the text and the names in number order. */
function numbered(text: string): { text: string; names: string[] } {
  const names: string[] = [];
  const out = text.replace(/\$([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const at = names.indexOf(name);
    if (at >= 0) return `$${at + 1}`;
    names.push(name);
    return `$${names.length}`;
  });
  return { text: out, names };
}

function valuesOf(change: ClientChange): Values {
  const { entry } = change.trail;
  const ledger = change.ledger;
  const values: Values = {
    clientId: change.clientId,
    statuses: [...change.statuses],
    delta: change.points?.delta ?? 0,
    min: change.points?.min ?? 0,
    max: change.points?.max ?? 0,
    blockStatus: change.set.blockStatus ?? null,
    reason: change.set.reason ?? null,
    notes: change.set.notes ?? null,
    logStatus: change.statusLog?.blockStatus ?? null,
    logReason: change.statusLog?.reason ?? null,
    logAt: change.statusLog?.createdAt ?? null,
    idPrefix: ledger?.id.prefix ?? '',
    idKeyPrefix: searchKeys(ledger?.id.prefix ?? '').join(''),
    digits: ledger?.id.digits ?? 0,
    date: ledger?.transactionDate ?? null,
    transactionPoints: ledger?.transactionPoints ?? 0,
    type: ledger?.type ?? null,
    reasonOrService: ledger?.reasonOrService ?? null,
    adminUserId: ledger?.adminUserId ?? null,
    adminName: ledger?.adminName ?? null,
    adminNameKey: ledger ? nameSortKey(ledger.adminName) : null,
    location: ledger?.location ?? null,
    amountCents: ledger?.amountCents ?? null,
    earningRule: ledger?.earningRule ?? null,
    locationKey: ledger?.location == null ? null : locationKey(ledger.location),
    rewardId: ledger?.rewardId ?? null,
    apiKeyId: ledger?.apiKeyId ?? null,
    at: entry.at,
    trailAdminId: entry.adminId,
    trailAdminName: entry.adminName,
    action: entry.action,
    trailClientId: entry.clientId,
    broadcastId: entry.broadcastId,
    broadcastText: entry.broadcastText,
    ip: entry.ip,
  };
  for (const cell of [...trailKeys(change), ...ledgerKeys(change)])
    if ('param' in cell) values[cell.param] = cell.value;
  return values;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));
const blockStatusOf = (value: unknown): BlockStatus => (value === 'Blocked' ? 'Blocked' : 'Active');
/** A raw row's consent (a key's kept result from before migration 0026 has none: no consent). */
const consentOf = (row: Record<string, unknown>): EmailConsent => ({
  emailConsent: row.email_consent === true,
  emailConsentAt: typeof row.email_consent_at === 'string' ? isoFromPostgres(row.email_consent_at) : null,
  emailConsentSource: CONSENT_SOURCES.find((source) => source === row.email_consent_source) ?? null,
});

/** The statement of a change as it is run: its name, its text with $1, $2, … and their names and values. */
export function clientChangeStatement(
  change: ClientChange,
  key: KeyClaim | null = null,
): {
  name: string;
  text: string;
  names: string[];
  values: unknown[];
} {
  const shape = shapeOf(change, key !== null);
  const { text: sqlText, names } = numbered(
    textOf(shape, { trail: trailKeys(change), ledger: ledgerKeys(change) }),
  );
  const values: Values = { ...valuesOf(change), ...(key ? keyValues(key, change) : {}) };
  return { name: keyOf(shape), text: sqlText, names, values: names.map((name) => values[name] ?? null) };
}

/** The result of a change from its statement's row (or the row its key kept): none, no client. */
function resultOf(row: Record<string, unknown> | null | undefined, change: ClientChange): ClientChangeResult {
  if (!row || row.user_id === null || row.user_id === undefined) return { outcome: 'not-found' };
  const client = {
    userId: text(row.user_id),
    name: text(row.name),
    email: text(row.email),
    phone: text(row.phone),
    joinDate: isoFromPostgres(text(row.join_date)),
    points: Number(row.points),
    location: text(row.location),
    blockStatus: blockStatusOf(row.block_status),
    reason: text(row.reason),
    notes: text(row.notes),
    ...consentOf(row),
  } satisfies ClientListRow;
  if (Number(row.changed) === 0) return { outcome: 'refused', client };
  const ledger = change.ledger;
  if (!ledger) return { outcome: 'changed', before: client, transaction: null };
  const { id: _format, location, ...draft } = ledger;
  const transaction = {
    ...draft,
    transactionId: text(row.transaction_id),
    clientId: client.userId,
    clientName: client.name,
    totalPoints: client.points + (change.points?.delta ?? 0),
    location: location ?? client.location,
  };
  return { outcome: 'changed', before: client, transaction };
}

/** What a held key kept, read as this change's result (its input checked against this change's shape). */
function keptResult(body: Record<string, unknown>, change: ClientChange): KeptResult | undefined {
  const kept = keptOf(body);
  const input = asLike(kept.input, change);
  return input ? { of: 'change', result: resultOf(kept.row, input) } : undefined;
}

/** The text of each shape, built once in the process, on its first change (transactions included). */
const texts = new Map<string, { text: string; names: string[] }>();

export function clientChanges(
  sql: Sql,
): Pick<StoreChanges & StoreKeyedChanges, 'changeClient' | 'changeClientOnce'> {
  const prepared = new Map<string, { run: RunStatement; names: string[] }>();
  const prepare = (change: ClientChange, key: KeyClaim | null) => {
    const shape = shapeOf(change, key !== null);
    const name = keyOf(shape);
    const known = prepared.get(name);
    if (known) return known;
    const built = texts.get(name) ?? clientChangeStatement(change, key);
    texts.set(name, built);
    const made = { run: writeStatement(sql, name, built.text, columnsOf(shape)), names: built.names };
    prepared.set(name, made);
    return made;
  };
  const runOf = (change: ClientChange, key: KeyClaim | null) => {
    const { run, names } = prepare(change, key);
    const values: Values = { ...valuesOf(change), ...(key ? keyValues(key, change) : {}) };
    return async () => (await run(names.map((name) => values[name] ?? null)))[0];
  };
  return {
    async changeClient(change) {
      return resultOf(await runOf(change, null)(), change);
    },
    async changeClientOnce(change, key) {
      const ran = await runKeyed(sql, key, runOf(change, key));
      if ('row' in ran) return { result: resultOf(ran.row, change) };
      const { held } = ran;
      const kept = held.status === 0 ? keptResult(held.body, change) : undefined;
      return heldAs({ ...held, ...(kept ? { kept } : {}) }, key, KEPT.change.read);
    },
  };
}
