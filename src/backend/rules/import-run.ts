/**
 * Reading a client file row by row as it arrives and writing it in batches, inside the caller's transaction:
 * the whole file or nothing of it. Only the batch in hand and the file's emails are held, never the file.
 */
import type { ImportReport, RefusedImportRow, SkippedImportRow } from '../../contract/shapes';
import { IMPORT_MAX_ROWS, IMPORT_REFUSALS_LISTED } from '../../domain/constants';
import { openLocationJudge } from '../../domain/location-names';
import { businessLocations } from './locations';
import {
  checkImportRow,
  hasBinaryBytes,
  IMPORT_MESSAGES,
  isBlankRow,
  missingColumns,
  type ImportColumn,
  type ImportedClient,
} from '../../domain/client-import';
import { emailKey } from '../../domain/email';
import {
  fieldColumns,
  IMPORT_FIELDS,
  recognisedMapping,
  type ColumnMapping,
  type FieldColumns,
} from '../../domain/import-mapping';
import type { StoreTx } from '../ports';
import type { AccountRecord, TransactionRecord } from '../records';
import type { TableRow } from '../wire';
import { heldBy, holdersOf } from './client-keys';
import { clientRecordFor, openingBalanceEntry } from './enrolment';
import { UPDATABLE, updateFromRow, type Updatable } from './import-update';

/** Rows per write: one INSERT well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

/** A refused row: its spreadsheet row (the header is line 1), one of the file's columns, why. */
export type RefusedRow = RefusedImportRow & { column: ImportColumn };

/**
 * What an import counts as it goes: its report (src/contract), less the file's name and the dry-run flag; the
 * existing clients a row changed (update mode only: docs/product.md §10.25) always counted.
 */
export type ImportTally = Omit<ImportReport, 'fileName' | 'dryRun' | 'updated'> & { updated: number };

export type ImportOutcome =
  { ok: true; report: ImportTally } | { ok: false; message: string; status?: 408 | 409 };

interface Pending {
  line: number;
  client: ImportedClient;
  /** What an update would change: the updatable fields the row fills. */
  given: readonly Updatable[];
}

/** The updatable fields a row fills: mapped and not blank (a blank cell keeps what a client has). */
function givenFields(cells: readonly string[], columns: FieldColumns): Updatable[] {
  const filled = (at: number) => at >= 0 && (cells[at] ?? '').trim() !== '';
  return UPDATABLE.filter((field) =>
    field === 'name'
      ? filled(columns.name) || filled(columns.firstName) || filled(columns.lastName)
      : filled(columns[field]),
  );
}

export interface ImportContext {
  tx: StoreTx;
  admin: Pick<AccountRecord, '_id' | 'name'>;
  now: number;
  /** The business's time zone: a join date without a time is a day of it (docs/product.md §10.31). */
  zone: string;
  /** A dry run judges every row and writes nothing. */
  write: boolean;
  /** Told the count of rows handled (judged, and written unless a dry run) after each batch. */
  onRows?: (rows: number) => void;
  /** The owner's column mapping; null: the header's names decide (docs/product.md §10.25). */
  mapping?: ColumnMapping | null;
  /** Update existing clients (matched by email, else phone) in the mapped fields, instead of skipping them. */
  update?: boolean;
  /** Where a row that names no location puts its client: the importing admin's location. */
  defaultLocation?: string;
  /** The caller's IP, for the trail entries of updated clients. */
  ip?: string | null;
}

/** Writes a batch; 'email-taken' when a client with one of its emails was enrolled since it was looked up. */
async function flush(
  context: ImportContext,
  batch: Pending[],
  report: ImportTally,
): Promise<'written' | 'email-taken'> {
  const { tx, admin, now, write } = context;
  const holders = await holdersOf(
    tx,
    batch.map((row) => row.client),
  );
  const fresh: Pending[] = [];
  for (const row of batch) {
    const held = heldBy(holders, row.client);
    if (held === null) {
      fresh.push(row);
      continue;
    }
    const skipped = { line: row.line, email: row.client.email, clientId: held.holder };
    if (!context.update) {
      skipRow(report, skipped);
      continue;
    }
    const outcome = await updateFromRow(context, held.holder, row, holders);
    if (outcome === 'unchanged') skipRow(report, skipped);
    else if (outcome === 'updated') report.updated += 1;
    else refuseRow(report, { line: row.line, ...outcome });
  }
  report.added += fresh.length;
  if (!write || fresh.length === 0) return 'written';
  const numbers = await tx.nextSequences('client', fresh.length);
  const clients = fresh.map((row, i) => clientRecordFor(numbers[i] ?? 0, row.client, now));
  if ((await tx.insertClients(clients)) === 'email-taken') return 'email-taken';
  const opening = clients.filter((client) => client.points > 0);
  if (opening.length === 0) return 'written';
  const ids = await tx.nextSequences('transaction', opening.length);
  const entries: TransactionRecord[] = opening.map((client, i) =>
    openingBalanceEntry(ids[i] ?? 0, client, admin, now),
  );
  await tx.insertTransactions(entries);
  return 'written';
}

export function skipRow(report: ImportTally, row: SkippedImportRow): void {
  report.skipped += 1;
  if (report.skippedRows.length < IMPORT_REFUSALS_LISTED) report.skippedRows.push(row);
}

function refuseRow(report: ImportTally, row: RefusedRow): void {
  report.refusedCount += 1;
  if (report.refused.length < IMPORT_REFUSALS_LISTED) report.refused.push(row);
}

/** Each field's column, whether or not the mapping could make clients. */
function columnsOfAny(mapping: ColumnMapping): FieldColumns {
  return Object.fromEntries(IMPORT_FIELDS.map((field) => [field, mapping.indexOf(field)])) as FieldColumns;
}

export async function runImport(
  context: ImportContext,
  rows: AsyncIterable<TableRow>,
): Promise<ImportOutcome> {
  const report: ImportTally = {
    added: 0,
    updated: 0,
    skipped: 0,
    skippedRows: [],
    refusedCount: 0,
    refused: [],
  };
  const seen = new Map<string, number>();
  const seenPhones = new Map<string, number>();
  let columns: FieldColumns | null = null;
  /** The file's line (a spreadsheet's row: blank ones count), and its client rows so far. */
  let line = 0;
  let clientRows = 0;
  let batch: Pending[] = [];
  // A client enrolled meanwhile with one of the file's emails: the whole file is undone, never half of it.
  const enrolledMeanwhile = { ok: false, status: 409, message: IMPORT_MESSAGES.enrolledMeanwhile } as const;
  const location = openLocationJudge(await businessLocations(context.tx));
  for await (const row of rows) {
    if ('problem' in row)
      return { ok: false, message: row.problem, ...(row.status ? { status: row.status } : {}) };
    if (row.cells.some(hasBinaryBytes)) return { ok: false, message: IMPORT_MESSAGES.notText };
    line += 1;
    if (isBlankRow(row.cells)) continue;
    if (columns === null) {
      const mapped = context.mapping ?? recognisedMapping(row.cells);
      const read = fieldColumns(mapped, row.cells.length);
      if (!read.ok) {
        // Without a mapping, say which of the template's columns the header lacks, as it always has.
        const missing = context.mapping ? [] : missingColumns(columnsOfAny(mapped));
        return {
          ok: false,
          message: missing.length > 0 ? IMPORT_MESSAGES.missingColumns(missing) : read.message,
        };
      }
      columns = read.columns;
      continue;
    }
    clientRows += 1;
    if (clientRows > IMPORT_MAX_ROWS) return { ok: false, message: IMPORT_MESSAGES.tooManyRows };
    const check = checkImportRow(
      row.cells,
      columns,
      context.now,
      location,
      context.defaultLocation ?? '',
      context.zone,
    );
    if (!check.ok) {
      refuseRow(report, { line, ...check.problem });
      continue;
    }
    const key = emailKey(check.client.email);
    const first = key === '' ? undefined : seen.get(key);
    if (first !== undefined) {
      refuseRow(report, { line, column: 'email', message: IMPORT_MESSAGES.duplicate(first) });
      continue;
    }
    const { phone } = check.client;
    const firstPhone = phone === '' ? undefined : seenPhones.get(phone);
    if (firstPhone !== undefined) {
      refuseRow(report, { line, column: 'phone', message: IMPORT_MESSAGES.duplicatePhone(firstPhone) });
      continue;
    }
    if (key !== '') seen.set(key, line);
    if (phone !== '') seenPhones.set(phone, line);
    batch.push({ line, client: check.client, given: givenFields(row.cells, columns) });
    if (batch.length >= BATCH) {
      if ((await flush(context, batch, report)) === 'email-taken') return enrolledMeanwhile;
      batch = [];
      context.onRows?.(clientRows);
    }
  }
  if (columns === null) return { ok: false, message: IMPORT_MESSAGES.missingColumns(['name', 'email']) };
  if (clientRows === 0) return { ok: false, message: IMPORT_MESSAGES.noRows };
  if (batch.length > 0 && (await flush(context, batch, report)) === 'email-taken') return enrolledMeanwhile;
  context.onRows?.(clientRows);
  // An update's refusals are found as its batch is written, after the file's own: listed in file order.
  report.refused.sort((a, b) => a.line - b.line);
  return { ok: true, report };
}
