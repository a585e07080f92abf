/**
 * Reading a client file row by row as it arrives and writing it in batches, inside the caller's transaction:
 * the whole file or nothing of it. Only the batch in hand and the file's emails are held, never the file.
 */
import { IMPORT_MAX_ROWS, IMPORT_REFUSALS_LISTED } from '../../domain/constants';
import {
  checkImportRow,
  columnsOf,
  hasBinaryBytes,
  IMPORT_MESSAGES,
  isBlankRow,
  missingColumns,
  type ImportColumn,
  type ImportedClient,
} from '../../domain/client-import';
import { emailKey } from '../../domain/email';
import type { StoreTx } from '../ports';
import type { AccountRecord, TransactionRecord } from '../records';
import type { TableRow } from '../wire';
import { clientRecordFor, openingBalanceEntry } from './enrolment';

/** Rows per write: one INSERT well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

export interface RefusedRow {
  /** The spreadsheet's row number: the header is line 1. */
  line: number;
  column: ImportColumn;
  message: string;
}

/** A row left out because its email is already a client's. */
export interface SkippedRow {
  line: number;
  /** As the file writes it. */
  email: string;
  clientId: string;
}

export interface ImportReport {
  added: number;
  skipped: number;
  /** The first IMPORT_REFUSALS_LISTED of them, as for the refused rows. */
  skippedRows: SkippedRow[];
  refusedCount: number;
  /** The first IMPORT_REFUSALS_LISTED of them. */
  refused: RefusedRow[];
}

export type ImportOutcome =
  { ok: true; report: ImportReport } | { ok: false; message: string; status?: 408 | 409 };

interface Pending {
  line: number;
  client: ImportedClient;
}

export interface ImportContext {
  tx: StoreTx;
  admin: Pick<AccountRecord, '_id' | 'name'>;
  now: number;
  /** The business's time zone: a join date without a time is a day of it (docs/product.md §10.24). */
  zone: string;
  /** A dry run judges every row and writes nothing. */
  write: boolean;
  /** Told the count of rows handled (judged, and written unless a dry run) after each batch. */
  onRows?: (rows: number) => void;
}

/** Writes a batch; 'email-taken' when a client with one of its emails was enrolled since it was looked up. */
async function flush(
  context: ImportContext,
  batch: Pending[],
  report: ImportReport,
): Promise<'written' | 'email-taken'> {
  const { tx, admin, now, write } = context;
  const known = await tx.clientIdsByEmail(batch.map((row) => emailKey(row.client.email)));
  const fresh: Pending[] = [];
  for (const row of batch) {
    const clientId = known.get(emailKey(row.client.email));
    if (clientId === undefined) fresh.push(row);
    else skipRow(report, { line: row.line, email: row.client.email, clientId });
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

function skipRow(report: ImportReport, row: SkippedRow): void {
  report.skipped += 1;
  if (report.skippedRows.length < IMPORT_REFUSALS_LISTED) report.skippedRows.push(row);
}

function refuseRow(report: ImportReport, row: RefusedRow): void {
  report.refusedCount += 1;
  if (report.refused.length < IMPORT_REFUSALS_LISTED) report.refused.push(row);
}

export async function runImport(
  context: ImportContext,
  rows: AsyncIterable<TableRow>,
): Promise<ImportOutcome> {
  const report: ImportReport = { added: 0, skipped: 0, skippedRows: [], refusedCount: 0, refused: [] };
  const seen = new Map<string, number>();
  let columns: ReturnType<typeof columnsOf> | null = null;
  /** The file's line (a spreadsheet's row: blank ones count), and its client rows so far. */
  let line = 0;
  let clientRows = 0;
  let batch: Pending[] = [];
  // A client enrolled meanwhile with one of the file's emails: the whole file is undone, never half of it.
  const enrolledMeanwhile = { ok: false, status: 409, message: IMPORT_MESSAGES.enrolledMeanwhile } as const;
  for await (const row of rows) {
    if ('problem' in row)
      return { ok: false, message: row.problem, ...(row.status ? { status: row.status } : {}) };
    if (row.cells.some(hasBinaryBytes)) return { ok: false, message: IMPORT_MESSAGES.notText };
    line += 1;
    if (isBlankRow(row.cells)) continue;
    if (columns === null) {
      columns = columnsOf(row.cells);
      const missing = missingColumns(columns);
      if (missing.length > 0) return { ok: false, message: IMPORT_MESSAGES.missingColumns(missing) };
      continue;
    }
    clientRows += 1;
    if (clientRows > IMPORT_MAX_ROWS) return { ok: false, message: IMPORT_MESSAGES.tooManyRows };
    const check = checkImportRow(row.cells, columns, context.now, context.zone);
    if (!check.ok) {
      refuseRow(report, { line, ...check.problem });
      continue;
    }
    const key = emailKey(check.client.email);
    const first = seen.get(key);
    if (first !== undefined) {
      refuseRow(report, { line, column: 'email', message: IMPORT_MESSAGES.duplicate(first) });
      continue;
    }
    seen.set(key, line);
    batch.push({ line, client: check.client });
    if (batch.length >= BATCH) {
      if ((await flush(context, batch, report)) === 'email-taken') return enrolledMeanwhile;
      batch = [];
      context.onRows?.(clientRows);
    }
  }
  if (columns === null)
    return { ok: false, message: IMPORT_MESSAGES.missingColumns(['name', 'email', 'location']) };
  if (clientRows === 0) return { ok: false, message: IMPORT_MESSAGES.noRows };
  if (batch.length > 0 && (await flush(context, batch, report)) === 'email-taken') return enrolledMeanwhile;
  context.onRows?.(clientRows);
  return { ok: true, report };
}
