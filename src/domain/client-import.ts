/**
 * The client file an import reads (docs/api.md, "Importing clients"): its columns, and what each row must hold.
 * The backend core judges every row with `checkImportRow`; the console offers IMPORT_TEMPLATE for download.
 */
import { DEFAULT_TIME_ZONE, zoneDateTime } from './business-time';
import { CLIENT_NAME_MAX, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, NOTES_MAX, POINTS_MAXIMUM } from './constants';
import { CLIENT_MESSAGES, parseOpeningPoints } from './client-details';
import type { LocationJudgement } from './location-names';
import { validateEmail } from './email';
import type { BlockStatus, Location } from './entities';
import { IMPORT_COLUMNS, joinedName, type FieldColumns, type ImportField } from './import-mapping';
import { consentCell } from './email-consent';
import { MESSAGES } from './messages';
import { PHONE_MESSAGES, readPhone } from './phone';

export type ImportColumn = ImportField;

/** The template the import dialog offers: its header and two example rows (UTF-8, comma-separated). */
export const IMPORT_TEMPLATE = [
  IMPORT_COLUMNS.join(','),
  'Ana Lima,ana.lima@example.com,(416) 555-0123,Oakville,150,2024-03-01,Prefers email,Active',
  '"Ravi Patel",ravi.patel@example.com,,Mississauga,0,,,',
  '',
].join('\r\n');
/** A blank line of the file, or a spreadsheet's empty row (`,,,`): skipped, though it keeps its line number. */
export const isBlankRow = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

/** Text a client file may not hold: NUL is no character of a spreadsheet (and no PostgreSQL text holds it). */
export const hasBinaryBytes = (text: string): boolean => text.includes('\u0000');

/** "1 client", "1,204 clients": the count as the import's answer and dialog write it. */
export const clientsCounted = (count: number): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'client' : 'clients'}`;

export const IMPORT_TEMPLATE_NAME = 'loyalloop-clients-template.csv';

export interface ImportedClient {
  name: string;
  /** '' when the row gives a phone only. */
  email: string;
  /** E.164, '' for none. */
  phone: string;
  location: Location;
  blockStatus: BlockStatus;
  points: number;
  /** ISO-8601 UTC, or null for "today". */
  joinDate: string | null;
  notes: string;
  /** The emailConsent column's yes or no (docs/product.md §10.27); null when the file has no such column. */
  emailConsent: boolean | null;
}

export interface RowProblem {
  column: ImportColumn;
  message: string;
}

export type RowCheck = { ok: true; client: ImportedClient } | { ok: false; problem: RowProblem };

export const IMPORT_MESSAGES = {
  points: `Points must be a whole number from 0 to ${POINTS_MAXIMUM.toLocaleString('en-US')}, written as 1204 or 1,204`,
  joinDate: 'The join date must be a date such as 2024-03-01',
  status: 'Status must be Active or Blocked',
  futureDate: 'The join date is in the future',
  notesTooLong: `Notes can be at most ${NOTES_MAX} characters`,
  emailConsent: 'Email consent must be yes or no (or true/false, 1/0), or left empty for no',
  duplicate: (line: number) => `This email is already on line ${line} of the file`,
  duplicatePhone: (line: number) => `This phone number is already on line ${line} of the file`,
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB, the most one import reads.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows, the most one import reads.`,
  notText: 'The file is not UTF-8 text: save it from your spreadsheet as "CSV UTF-8".',
  notCsv: 'The file could not be read as CSV.',
  notCsvFrom: (line: number) =>
    `The file could not be read as CSV from line ${line.toLocaleString('en-US')} on.`,
  unclosedQuote: (line: number) =>
    `The file could not be read as CSV: the quote that opens on line ${line.toLocaleString('en-US')} is never closed.`,
  /** The dialog's words when an import's answer broke off (a server fault, a dropped connection, a cut answer). */
  importStopped:
    'The import stopped before it finished, so nothing was imported: an import is all or nothing. Importing the file again is safe (clients already there are skipped).',
  checkStopped: 'The check stopped before it finished. Nothing was imported; check the file again.',
  enrolledMeanwhile:
    'Nothing was imported: a client with an email of this file was added while it was imported (by another admin or import). Import the file again: the clients now there are skipped.',
  stalled: (seconds: number) =>
    `The upload stopped: no part of the file arrived for ${seconds.toLocaleString('en-US')} seconds. Nothing was imported; try again.`,
  noRows: 'The file has no client rows under its header line.',
  noFile: 'Send the client file as multipart form data, in a field named file.',
  missingColumns: (columns: readonly string[]) =>
    `The file has no ${columns.join(', ')} column${columns.length > 1 ? 's' : ''}: its first line must name the columns (${IMPORT_COLUMNS.join(', ')}).`,
} as const;

/** What a header recognised without a mapping lacks, named as the template's columns: name, email. */
export const missingColumns = (columns: FieldColumns): string[] => [
  ...(columns.name < 0 && columns.firstName < 0 && columns.lastName < 0 ? ['name'] : []),
  ...(columns.email < 0 && columns.phone < 0 ? ['email'] : []),
];

/** A block status as a file writes it (any case); blank is Active. */
const statusNamed = (text: string): BlockStatus | null =>
  text === ''
    ? 'Active'
    : ((['Active', 'Blocked'] as const).find((s) => s.toLowerCase() === text.toLowerCase()) ?? null);

/**
 * A join date as the file writes it: a day alone (2023-10-01) is that calendar day of the business's zone,
 * kept as its midnight there (docs/product.md §10.31), so it shows and filters as that day.
 */
function joinDateOf(
  text: string,
  nowMs: number,
  zone: string,
): { ok: true; iso: string | null } | { ok: false; message: string } {
  if (text === '') return { ok: true, iso: null };
  const date = zoneDateTime(text, zone);
  if (!date.isValid) return { ok: false, message: IMPORT_MESSAGES.joinDate };
  if (date.toMillis() > nowMs) return { ok: false, message: IMPORT_MESSAGES.futureDate };
  return { ok: true, iso: date.toUTC().toISO() ?? null };
}

/** `1,204` as a spreadsheet formats it: commas between groups of three digits only (never `1,2345`). */
const withoutThousands = (text: string): string =>
  /^\d{1,3}(,\d{3})+$/.test(text) ? text.replaceAll(',', '') : text;

const refused = (column: ImportColumn, message: string): RowCheck => ({
  ok: false,
  problem: { column, message },
});

/**
 * One row's first problem, column by column, or the client it enrols. Cells are kept as text: a formula
 * (`=…`) is a name like any other, never evaluated, and the export neutralises it as it does every cell.
 * `location` judges the location cell against the business's open locations (any case, any accents; an
 * unknown one is refused naming them: domain/locations.ts).
 */
export function checkImportRow(
  cells: readonly string[],
  columns: FieldColumns,
  nowMs: number,
  /** The business's open location a typed name means (backend/rules/locations.ts), or why not. */
  location: (typed: string) => LocationJudgement,
  /** Where a client whose row names no location goes: the importing admin's (docs/product.md §10.25). */
  defaultLocation: string = '',
  /** The business's time zone: a join date without a time is a calendar day of it (docs/product.md §10.31). */
  zone: string = DEFAULT_TIME_ZONE,
): RowCheck {
  const cell = (column: ImportField) => (columns[column] < 0 ? '' : (cells[columns[column]] ?? '').trim());
  const name = columns.name >= 0 ? cell('name') : joinedName(cell('firstName'), cell('lastName'));
  const nameColumn = columns.name >= 0 || columns.firstName < 0 ? 'name' : 'firstName';
  if (name === '') return refused(nameColumn, CLIENT_MESSAGES.nameRequired);
  if (name.length > CLIENT_NAME_MAX) return refused(nameColumn, CLIENT_MESSAGES.nameTooLong);
  const email = cell('email');
  // A spreadsheet's text mark (`'+1 416…`, as Shopify's export writes a number) is no part of it.
  const phoneText = cell('phone').replace(/^'/, '');
  if (email === '' && phoneText === '')
    return columns.phone < 0
      ? refused('email', MESSAGES.emailRequired)
      : refused('email', PHONE_MESSAGES.emailOrPhone);
  const emailProblem = email === '' ? undefined : validateEmail(email);
  if (emailProblem !== undefined) return refused('email', emailProblem);
  const phone = readPhone(phoneText);
  if (!phone.ok) return refused('phone', phone.message);
  // The default is judged as a cell is: an archived one refuses the row, naming the open ones (§10.29).
  const typed = cell('location') || defaultLocation;
  if (typed === '') return refused('location', CLIENT_MESSAGES.location);
  const place = location(typed);
  if (!place.ok) return refused('location', place.message);
  const blockStatus = statusNamed(cell('status'));
  if (blockStatus === null) return refused('status', IMPORT_MESSAGES.status);
  const points = parseOpeningPoints(withoutThousands(cell('points')));
  if (points === null) return refused('points', IMPORT_MESSAGES.points);
  const joinDate = joinDateOf(cell('joinDate'), nowMs, zone);
  if (!joinDate.ok) return refused('joinDate', joinDate.message);
  const notes = cell('notes');
  if (notes.length > NOTES_MAX) return refused('notes', IMPORT_MESSAGES.notesTooLong);
  const emailConsent = columns.emailConsent < 0 ? null : consentCell(cell('emailConsent'));
  if (columns.emailConsent >= 0 && emailConsent === null)
    return refused('emailConsent', IMPORT_MESSAGES.emailConsent);
  const { phone: phoneNumber } = phone;
  return {
    ok: true,
    client: {
      name,
      email,
      phone: phoneNumber,
      location: place.name,
      blockStatus,
      points,
      joinDate: joinDate.iso,
      notes,
      emailConsent,
    },
  };
}
