/**
 * Which column of a client file fills which field (docs/product.md §10.25): the header's cells are recognised
 * by name (the template's and the clients export's own, and the customer exports of Square and Shopify), and
 * the owner may map any column to a field in the import's preview. The mapping travels with the import call
 * as JSON (`mapping`: one field name per column, '' to leave a column out), so both hosts apply it alike.
 */

/**
 * The template's columns; the clients export writes them too, after the client's id (docs/product.md §10.25).
 * Here, not beside the row checks in client-import.ts: the clients list's export header needs them without the
 * phone reader those checks load (docs/performance.md, "Bundle budgets").
 */
export const IMPORT_COLUMNS = [
  'name',
  'email',
  'phone',
  'location',
  'points',
  'joinDate',
  'notes',
  'status',
] as const;
/**
 * Every field a column may fill: the template's, with a name in two parts (Square's and Shopify's) after it,
 * and the email consent (docs/product.md §10.27: yes/no; "Email Consent" as a spreadsheet heads it).
 */
export const IMPORT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  ...IMPORT_COLUMNS.slice(1),
  'emailConsent',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** One entry per column of the header: the field it fills, or '' for a column left out. */
export type ColumnMapping = readonly (ImportField | '')[];

/** How the preview names each field. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  points: 'Points',
  joinDate: 'Join date',
  notes: 'Notes',
  status: 'Status',
  emailConsent: 'Email consent',
};

/** A header cell as it is compared: case, spaces and punctuation ignored (`Email Address` = `email_address`). */
export const headerKey = (cell: string): string =>
  cell
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The header names recognised without a mapping: the template's and the export's (their own field names),
 * Square's customer export (`Given Name`, `Family Name`, `Email Address`, `Phone Number`, `Memo`) and
 * Shopify's (`First Name`, `Last Name`, `Email`, `Phone`, `Note`). Any other column is left out.
 */
const KNOWN_HEADERS: Readonly<Record<string, ImportField>> = {
  ...Object.fromEntries(IMPORT_FIELDS.map((field) => [headerKey(field), field])),
  fullname: 'name',
  givenname: 'firstName',
  familyname: 'lastName',
  surname: 'lastName',
  emailaddress: 'email',
  phonenumber: 'phone',
  mobile: 'phone',
  memo: 'notes',
  note: 'notes',
  blockstatus: 'status',
};

/** The mapping a header gets without the owner's help: each field filled by its first recognised column. */
export function recognisedMapping(header: readonly string[]): ColumnMapping {
  const taken = new Set<ImportField>();
  return header.map((cell) => {
    const field = KNOWN_HEADERS[headerKey(cell)];
    if (field === undefined || taken.has(field)) return '';
    taken.add(field);
    return field;
  });
}

export const MAPPING_MESSAGES = {
  notJson: 'mapping must be a JSON array with one field name (or "") per column of the file.',
  unknownField: (field: string) =>
    `mapping names an unknown field "${field}": the fields are ${IMPORT_FIELDS.join(', ')}.`,
  twice: (field: ImportField) => `mapping fills ${field} from more than one column.`,
  tooLong: (columns: number) => `mapping has more entries than the file has columns (${columns}).`,
  noName: 'Map a column to Name, or columns to First Name and Last Name.',
  nameAndParts: 'Map a column to Name or columns to First Name and Last Name, not both.',
  noContact: 'Map a column to Email or to Phone: a client needs one of them.',
} as const;

/** The `mapping` parameter as sent, or why it is refused; '' (none sent) is null: the header decides. */
export function parseMapping(
  text: string,
): { ok: true; mapping: ColumnMapping | null } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, mapping: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: MAPPING_MESSAGES.notJson };
  }
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string'))
    return { ok: false, message: MAPPING_MESSAGES.notJson };
  const entries = value as string[];
  const unknown = entries.find(
    (entry) => entry !== '' && !(IMPORT_FIELDS as readonly string[]).includes(entry),
  );
  if (unknown !== undefined)
    return { ok: false, message: MAPPING_MESSAGES.unknownField(unknown.slice(0, 40)) };
  return { ok: true, mapping: entries as ImportField[] };
}

/** Where each field is read from: its column, or -1 when no column fills it. */
export type FieldColumns = Record<ImportField, number>;

/** The mapping's columns by field, or why it cannot make clients (a field twice, no name, no email nor phone). */
export function fieldColumns(
  mapping: ColumnMapping,
  columnCount: number,
): { ok: true; columns: FieldColumns } | { ok: false; message: string } {
  if (mapping.length > columnCount) return { ok: false, message: MAPPING_MESSAGES.tooLong(columnCount) };
  const columns = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, -1])) as FieldColumns;
  for (const [at, field] of mapping.entries()) {
    if (field === '') continue;
    if (columns[field] >= 0) return { ok: false, message: MAPPING_MESSAGES.twice(field) };
    columns[field] = at;
  }
  const parts = columns.firstName >= 0 || columns.lastName >= 0;
  if (columns.name >= 0 && parts) return { ok: false, message: MAPPING_MESSAGES.nameAndParts };
  if (columns.name < 0 && !parts) return { ok: false, message: MAPPING_MESSAGES.noName };
  if (columns.email < 0 && columns.phone < 0) return { ok: false, message: MAPPING_MESSAGES.noContact };
  return { ok: true, columns };
}

/** The fields a mapping fills, in the order of IMPORT_FIELDS: what an update of an existing client changes. */
export const mappedFields = (columns: FieldColumns): ImportField[] =>
  IMPORT_FIELDS.filter((field) => columns[field] >= 0);

/** A person's name from its parts, as Square and Shopify keep it: `Ana` + `Lima` → `Ana Lima`. */
export const joinedName = (first: string, last: string): string =>
  [first.trim(), last.trim()].filter(Boolean).join(' ');
