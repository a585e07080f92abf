/**
 * List filters as the UI sends them (SPEC §2): case-insensitive search over named fields, from/to as whole
 * UTC days on the list's date (inclusive), and comma-joined any-of lists.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DayRange {
  from: string;
  to: string;
}

/** The range, or the name of the first malformed bound. */
export function readDayRange(query: (name: string) => string): DayRange | { invalid: string } {
  const from = query('fromDate').trim();
  const to = query('toDate').trim();
  for (const [name, value] of [
    ['fromDate', from],
    ['toDate', to],
  ] as const) {
    if (value !== '' && (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))))
      return { invalid: name };
  }
  return { from, to };
}

/** ISO UTC strings sort as text, so comparing the day part is exact and needs no date parsing per row. */
export const inDayRange = (iso: string, range: DayRange): boolean => {
  const day = iso.slice(0, 10);
  return (range.from === '' || day >= range.from) && (range.to === '' || day <= range.to);
};

/** Lower-cased set of a comma-joined list; empty means "no filter". */
export const anyOf = (joined: string): Set<string> =>
  new Set(
    joined
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter((v) => v !== ''),
  );

export const allowedBy = (allowed: Set<string>, value: string): boolean =>
  allowed.size === 0 || allowed.has(value.toLowerCase());

/**
 * Case-insensitive search. The lower-cased text of a record is cached: the searched fields never change
 * after a record is created (names, ids, reasons, descriptions), and lists are searched on every keystroke.
 */
export function searcher<T extends object>(
  fields: (row: T) => string[],
): (row: T, search: string) => boolean {
  const cache = new WeakMap<T, string>();
  return (row, search) => {
    if (search === '') return true;
    let text = cache.get(row);
    if (text === undefined) {
      text = fields(row).join('\u0000').toLowerCase();
      cache.set(row, text);
    }
    return text.includes(search);
  };
}

export const searchTerm = (query: (name: string) => string): string => query('search').trim().toLowerCase();
