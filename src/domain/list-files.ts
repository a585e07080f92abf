/**
 * The Clients and Points files of Export CSV (docs/product.md §10.10): the columns as the lists head them, each
 * cell as the list shows it (dates in the admin's zone, a signed figure for points), written by the server for
 * the whole filtered list (docs/product.md §10.18). The console's columns take their headers from here.
 */
import { DateTime, IANAZone } from 'luxon';
import { IMPORT_COLUMNS } from './import-mapping';
import { TRANSACTION_TYPES } from './constants';
import { csvNumber, type CsvCell } from './csv';
import type { Client, Transaction } from './entities';
import { formatListDate, formatListDateTime, MISSING } from './list-dates';
import type { ClientSortKey, TransactionSortKey } from './list-order';
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

/** A zone a file's dates may be written in: an IANA name such as America/Toronto, or UTC. */
export const isTimeZone = (zone: string): boolean => IANAZone.isValidZone(zone);

/** Blank text is an empty cell, as a missing value is. */
const textCell = (text: string): CsvCell => (text.trim() === '' ? null : text);

/**
 * The clients file's columns: the import template's, after the client's id, so the file imports again as it
 * is (docs/product.md §10.25) — a known client is skipped, or left as it is by an update.
 */
export const CLIENT_FILE_HEADER = ['clientId', ...IMPORT_COLUMNS] as const;

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
];

export const transactionFileCells = (tx: Transaction, zone: string): CsvCell[] => [
  textCell(tx.transactionId),
  textCell(tx.clientId),
  textCell(tx.clientName),
  formatListDateTime(tx.transactionDate, zone),
  csvNumber(pointsDisplay(tx.type, tx.transactionPoints).text),
  tx.totalPoints,
  typeLabel(tx.type),
  textCell(tx.reasonOrService),
  actingAdminName(tx),
  textCell(tx.location),
];
