/**
 * The Clients and Points files of Export CSV (docs/product.md §10.10): the columns as the lists head them, each
 * cell as the list shows it (dates in the business's zone, each beside its ISO 8601 twin; a signed figure for points), written by the server for
 * the whole filtered list (docs/product.md §10.18). The console's columns take their headers from here.
 */
import { DateTime } from 'luxon';
import { isoWithOffset } from './business-time';
import { IMPORT_COLUMNS } from './import-mapping';
import { TRANSACTION_TYPES } from './constants';
import { csvNumber, type CsvCell } from './csv';
import type { Client, Transaction } from './entities';
import { formatListDate, formatListDateTime, MISSING } from './list-dates';
import { TRANSACTION_SORT_KEYS, type ClientSortKey, type TransactionSortKey } from './list-order';
import { pointsDisplay } from './points';

export const CLIENT_HEADERS: Record<ClientSortKey, string> = {
  userId: 'Client ID',
  name: 'Name',
  email: 'Email',
  joinDate: 'Joined Date',
  points: 'Total Points',
  location: 'Location',
  blockStatus: 'Status',
};

export const TRANSACTION_HEADERS: Record<TransactionSortKey, string> = {
  transactionId: 'Transaction ID',
  clientId: 'Client ID',
  clientName: 'Client Name',
  transactionDate: 'Transaction Date',
  transactionPoints: 'Points',
  totalPoints: 'Total Points',
  type: 'Type',
  reasonOrService: 'Reason / Service',
  adminUserId: 'Admin',
  location: 'Location',
};

/** A kind's label (docs/product.md §3, §10); a type this console does not know reads as a redeem. */
export const typeLabel = (type: string): string =>
  (TRANSACTION_TYPES.find((t) => t.value === type) ?? TRANSACTION_TYPES.find((t) => t.value === 'redeem'))
    ?.label ?? '';

/** The name an admin is listed by in the ledger, or "-" when the row does not name them (an old row). */
export const actingAdminName = (tx: Pick<Transaction, 'adminName'>): string =>
  tx.adminName?.trim() || MISSING;

/** The header of a time's twin column: the same instant in ISO 8601 with the zone's offset (docs/product.md §10.31). */
export const isoHeader = (header: string): string => `${header} (ISO 8601)`;

/** A file's header: the list's columns, each time column followed by its ISO 8601 twin. */
const withIsoTwin = (headers: readonly string[], time: string): string[] =>
  headers.flatMap((header) => (header === time ? [header, isoHeader(header)] : [header]));

export const TRANSACTION_FILE_HEADER: readonly string[] = withIsoTwin(
  TRANSACTION_SORT_KEYS.map((key) => TRANSACTION_HEADERS[key]),
  TRANSACTION_HEADERS.transactionDate,
);

/** A time as the file's twin cell writes it: empty when there is none. */
const isoCell = (iso: string | null | undefined, zone: string): CsvCell =>
  iso ? isoWithOffset(iso, zone) : null;

/** Blank text is an empty cell, as a missing value is. */
const textCell = (text: string): CsvCell => (text.trim() === '' ? null : text);

/**
 * The clients file's columns: the import template's, after the client's id, so the file imports again as it
 * is (docs/product.md §10.25) — a known client is skipped, or left as it is by an update. Last, the join
 * date's ISO 8601 twin (docs/product.md §10.31): after the template's columns, so they stay together, and
 * under a name the import does not recognise, so it leaves that column out.
 */
export const CLIENT_FILE_HEADER: readonly string[] = ['clientId', ...IMPORT_COLUMNS, isoHeader('joinDate')];

export const clientFileCells = (c: Client, zone: string): CsvCell[] => [
  textCell(c.userId),
  textCell(c.name),
  textCell(c.email),
  textCell(c.phone ?? ''),
  textCell(c.location),
  c.points,
  // The calendar day in the file's zone, as the import reads a join date.
  DateTime.fromISO(c.joinDate, { zone }).toISODate() ?? formatListDate(c.joinDate, zone),
  textCell(c.notes ?? ''),
  textCell(c.blockStatus),
  isoCell(c.joinDate, zone),
];

export const transactionFileCells = (tx: Transaction, zone: string): CsvCell[] => [
  textCell(tx.transactionId),
  textCell(tx.clientId),
  textCell(tx.clientName),
  formatListDateTime(tx.transactionDate, zone),
  isoCell(tx.transactionDate, zone),
  csvNumber(pointsDisplay(tx.type, tx.transactionPoints).text),
  tx.totalPoints,
  typeLabel(tx.type),
  textCell(tx.reasonOrService),
  actingAdminName(tx),
  textCell(tx.location),
];
