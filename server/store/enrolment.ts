/**
 * StoreChanges.enrolClient in one statement (docs/performance.md): a data-modifying CTE looks the email up,
 * takes the next client number only when it is free, inserts the client (the email's unique key decides a
 * race), its status log entry, the opening balance's ledger row and the trail entry, so an enrolment costs
 * one round trip instead of seven. Each row is the one the step-by-step store writes (clientRow,
 * statusLogRow, transactionRow, activityRow, src/backend/enrolment-steps.ts; the store's tests hold it to
 * them): only the ids, which the sequences give, are computed in SQL. Built once per shape, prepared by name.
 */
import { getTableColumns, type Table } from 'drizzle-orm';
import { heldAs, KEPT } from '../../src/backend/keyed-steps';
import { holderOf } from '../../src/backend/rules/client-keys';
import type {
  ClientEnrolment,
  ClientEnrolmentResult,
  KeyClaim,
  SequenceIdFormat,
  StoreChanges,
  StoreKeyedChanges,
} from '../../src/backend/ports';
import type { Sql } from '../db/database';
import type { AheadStatement } from '../db/prepare-ahead';
import { activity, clients, clientStatusLog, transactions } from '../db/schema';
import { statement, type RunStatement } from '../db/statement';
import { accountReads } from './accounts';
import { activityRow } from './activity';
import { cellTypeOf } from './bulk-insert';
import { clientRow, statusLogRow } from './clients';
import { asLike, keptOf, keyParts, keyValues, runKeyed, type KeyParam } from './keyed-writes';
import { searchKeys } from './keys';
import { SEQUENCE } from './sequences';
import { transactionRow } from './transactions';
import type { TransactionRecord } from '../../src/backend/records';
import { NO_CONSENT } from '../../src/domain/email-consent';

/** Stand for the ids in a row as the row functions compute it (never a real value: they come from SQL). */
const ID = '\u0001ID';
const TX = '\u0001TX';
const keyOf = (value: string): string => searchKeys(value).join('');

type Row = Record<string, unknown>;
interface Rows {
  client: Row;
  log: Row;
  ledger: Row | null;
  trail: Row;
}
type Reader = (rows: Rows, enrolment: ClientEnrolment, key: Record<KeyParam, unknown> | null) => unknown;

/** The rows of an enrolment, ids as their stand-ins. */
function rowsOf(enrolment: ClientEnrolment): Rows {
  return {
    client: clientRow({ userId: ID, ...enrolment.client, statusLog: [] }),
    log: statusLogRow(ID, enrolment.statusLog),
    ledger: enrolment.ledger ? transactionRow(ledgerRecord(enrolment.ledger, TX, ID)) : null,
    trail: activityRow({ ...enrolment.trail, clientId: ID }),
  };
}

const ledgerRecord = (
  ledger: NonNullable<ClientEnrolment['ledger']>,
  transactionId: string,
  clientId: string,
): TransactionRecord => {
  const { id: _format, ...row } = ledger;
  return { transactionId, clientId, ...row };
};

/** The statement's text, with $1, $2, … and how each parameter is read from an enrolment. */
interface Plan {
  text: string;
  picks: Reader[];
}

function planOf(probe: ClientEnrolment, keyed: boolean): Plan {
  const picks: Reader[] = [];
  const param = (pick: Reader, type: string): string => {
    picks.push(pick);
    return `$${picks.length}::${type}`;
  };
  const format = (read: (e: ClientEnrolment) => SequenceIdFormat | null, key: boolean, n: string): string => {
    const prefix = param((_, e) => {
      const prefixOf = read(e)?.prefix ?? '';
      return key ? keyOf(prefixOf) : prefixOf;
    }, 'text');
    const number = `(${n} + ${param((_, e) => read(e)?.offset ?? 0, 'bigint')})::text`;
    return `${prefix} || lpad(${number}, greatest(${param((_, e) => read(e)?.digits ?? 0, 'int')}, length(${number})), '0')`;
  };
  const client = (e: ClientEnrolment) => e.id;
  const ledger = (e: ClientEnrolment) => e.ledger?.id ?? null;
  const rows = rowsOf(probe);
  const idKeyAt = (Reflect.get(rows.client, 'searchKeys') as string[]).indexOf(keyOf(ID)) + 1;

  /** An INSERT … SELECT of one row of `table`, the stand-ins replaced by `ids`. */
  const insert = (
    table: Table,
    name: string,
    which: keyof Rows,
    ids: Record<string, string>,
    from: string,
    rest: string,
  ) => {
    const columns = getTableColumns(table);
    const row = rows[which] ?? {};
    const names: string[] = [];
    const cells = Object.entries(row).flatMap(([field, value]) => {
      const column = columns[field];
      if (column === undefined || value === undefined) return [];
      names.push(`"${column.name}"`);
      const read = (rows: Rows): unknown => Reflect.get(rows[which] ?? {}, field);
      if (typeof value === 'string' && ids[value] !== undefined) return [ids[value]];
      const type = cellTypeOf(column);
      if (type !== 'text[]' || !Array.isArray(value)) return [param((r) => read(r) ?? null, type)];
      const items = value.map((item: unknown, i) =>
        typeof item === 'string' && ids[item] !== undefined
          ? ids[item]
          : param((r) => (read(r) as unknown[])[i] ?? null, 'text'),
      );
      return [`array[${items.join(', ')}]::text[]`];
    });
    return `insert into "${name}" (${names.join(', ')}) select ${cells.join(', ')} from ${from} ${rest}`;
  };

  const fromClient = { [ID]: 'c.user_id', [keyOf(ID)]: 'c.id_key' };
  // Only a keyed statement has the key's parameters: a parameter the text never uses has no type.
  const key = keyed
    ? keyParts((name, type) => param((_r, _e, values) => values?.[name] ?? null, type))
    : null;
  const parts = [
    ...(key ? [key.held] : []),
    // The client holding this email or this phone ('' is none of either: docs/product.md §10.24).
    `holder as (select user_id from clients where (email_key = ${param((r) => r.client.emailKey, 'text')} and email_key <> '')
       or (phone = ${param((r) => r.client.phone, 'text')} and phone <> '') limit 1)`,
    `n as materialized (select nextval('${SEQUENCE.client}') as n where not exists (select 1 from holder)${
      key ? ` and ${key.free}` : ''
    })`,
    `c as (${insert(
      clients,
      'clients',
      'client',
      { [ID]: format(client, false, 'n.n'), [keyOf(ID)]: format(client, true, 'n.n') },
      'n',
      `on conflict do nothing returning user_id, search_keys[${idKeyAt}] as id_key`,
    )})`,
    `log as (${insert(clientStatusLog, 'client_status_log', 'log', fromClient, 'c', '')})`,
  ];
  if (rows.ledger)
    parts.push(
      `t as materialized (select nextval('${SEQUENCE.transaction}') as n from c)`,
      `ledger as (${insert(
        transactions,
        'transactions',
        'ledger',
        { ...fromClient, [TX]: format(ledger, false, 't.n'), [keyOf(TX)]: format(ledger, true, 't.n') },
        'c, t',
        'returning transaction_id',
      )})`,
    );
  parts.push(`trail as (${insert(activity, 'activity', 'trail', fromClient, 'c', '')})`);
  const ledgerId = rows.ledger ? '(select transaction_id from ledger)' : 'null::text';
  const result = `(select user_id from c) as user_id, (select user_id from holder) as holder,
             ${ledgerId} as transaction_id`;
  if (key) parts.push(key.kept(`(select to_jsonb(r) from (select ${result}) r)`));
  return {
    text: `with ${parts.join(',\n')}
      select ${result}${key ? `, ${key.columns}` : ''}`,
    picks,
  };
}

/** A harmless enrolment of each shape, the plan's model: a real one's values never shape the text. */
const PROBE: ClientEnrolment = {
  client: {
    name: 'n',
    email: 'e',
    phone: 'p',
    joinDate: '2000-01-01T00:00:00.000Z',
    points: 1,
    location: 'l',
    blockStatus: 'Active',
    reason: 'r',
    notes: '',
    ...NO_CONSENT,
  },
  id: { prefix: 'P', digits: 0 },
  statusLog: { blockStatus: 'Active', reason: 'r', createdAt: '2000-01-01T00:00:00.000Z' },
  ledger: null,
  trail: {
    at: '2000-01-01T00:00:00.000Z',
    adminId: 'a',
    adminName: 'a',
    action: 'client.enrolled',
    clientName: 'n',
    broadcastId: null,
    broadcastText: null,
    before: null,
    after: 'a',
    ip: null,
  },
};
const LEDGER_PROBE: NonNullable<ClientEnrolment['ledger']> = {
  id: { prefix: 'T', digits: 0 },
  clientName: 'n',
  transactionDate: '2000-01-01T00:00:00.000Z',
  totalPoints: 1,
  transactionPoints: 1,
  type: 'add',
  reasonOrService: 'r',
  adminUserId: 'a',
  adminName: 'a',
  apiKeyId: null,
  location: 'l',
};

type ShapeName = 'enrol_client' | 'enrol_client_ledger' | 'enrol_client_keyed' | 'enrol_client_ledger_keyed';
const shapeOf = (enrolment: ClientEnrolment, keyed: boolean): ShapeName =>
  `enrol_client${enrolment.ledger ? '_ledger' : ''}${keyed ? '_keyed' : ''}`;
/** Each shape's plan, built once in the process, on its first enrolment (transactions included). */
const plans = new Map<string, Plan>();
const planFor = (name: ShapeName): Plan => {
  const known = plans.get(name);
  if (known) return known;
  const probe = name.includes('ledger') ? { ...PROBE, ledger: LEDGER_PROBE } : PROBE;
  const made = planOf(probe, name.endsWith('_keyed'));
  plans.set(name, made);
  return made;
};

/** Every shape's statement, to make ready on each connection before the server listens (prepare-ahead.ts). */
export const enrolmentStatementsAhead = (): AheadStatement[] =>
  (['enrol_client', 'enrol_client_ledger', 'enrol_client_keyed', 'enrol_client_ledger_keyed'] as const).map(
    (name) => {
      const { text, picks } = planFor(name);
      return { name, text, parameters: picks.length };
    },
  );

const valuesOf = (plan: Plan, enrolment: ClientEnrolment, key: KeyClaim | null): unknown[] => {
  const rows = rowsOf(enrolment);
  const keyed = key ? keyValues(key, enrolment) : null;
  return plan.picks.map((pick) => pick(rows, enrolment, keyed));
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The result of an enrolment from its statement's row (or the row its key kept). */
async function resultOf(
  sql: Sql,
  row: Record<string, unknown> | null | undefined,
  enrolment: ClientEnrolment,
): Promise<ClientEnrolmentResult> {
  const userId = text(row?.user_id);
  if (userId === '') {
    // Held before this statement began, or enrolled by another one meanwhile: read again then, as this
    // statement's snapshot cannot see it.
    const { email, phone } = enrolment.client;
    const holder = text(row?.holder) || ((await holderOf(accountReads(sql), { email, phone }))?.holder ?? '');
    return { outcome: 'email-taken', holder };
  }
  const client = { userId, ...enrolment.client, statusLog: [enrolment.statusLog] };
  const { ledger } = enrolment;
  const transaction = ledger ? ledgerRecord(ledger, text(row?.transaction_id), userId) : null;
  return { outcome: 'enrolled', client, transaction };
}

export function enrolments(
  sql: Sql,
): Pick<StoreChanges & StoreKeyedChanges, 'enrolClient' | 'enrolClientOnce'> {
  const prepared = new Map<string, { run: RunStatement; plan: Plan }>();
  const prepare = (enrolment: ClientEnrolment, key: KeyClaim | null) => {
    const name = shapeOf(enrolment, key !== null);
    const known = prepared.get(name);
    if (known) return known;
    const plan = planFor(name);
    const made = { run: statement(sql, name, plan.text), plan };
    prepared.set(name, made);
    return made;
  };
  const runOf = (enrolment: ClientEnrolment, key: KeyClaim | null) => {
    const { run, plan } = prepare(enrolment, key);
    return async () => (await run(valuesOf(plan, enrolment, key)))[0];
  };
  return {
    async enrolClient(enrolment) {
      return resultOf(sql, await runOf(enrolment, null)(), enrolment);
    },
    async enrolClientOnce(enrolment, key) {
      const ran = await runKeyed(sql, key, runOf(enrolment, key));
      if ('row' in ran) return { result: await resultOf(sql, ran.row, enrolment) };
      const { held } = ran;
      const kept = held.status === 0 ? keptOf(held.body) : null;
      const input = kept ? asLike(kept.input, enrolment) : null;
      const result = kept && input ? await resultOf(sql, kept.row, input) : null;
      const found = result ? { kept: { of: 'enrolment' as const, result } } : {};
      return heldAs({ ...held, ...found }, key, KEPT.enrolment.read);
    },
  };
}
