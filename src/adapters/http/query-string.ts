/** A GET payload: what a list screen's filters become on the wire. */
import type { QueryValue } from '../../contract';

export type { QueryValue };
export type QueryPayload = Readonly<Record<string, QueryValue>>;

const isEmpty = (value: QueryValue): value is '' | null | undefined | readonly never[] =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * `?a=1&b=x,y` from a payload, or '' when nothing is left. Empty values are dropped (an unset filter is
 * no filter) and arrays are comma-joined, with the commas themselves left readable.
 */
export function toQueryString(payload: QueryPayload | undefined): string {
  if (!payload) return '';
  const pairs = Object.entries(payload)
    .filter((entry): entry is [string, Exclude<QueryValue, null | undefined>] => !isEmpty(entry[1]))
    .map(([key, value]) => {
      const text = Array.isArray(value)
        ? value.map((item: string | number) => encodeURIComponent(String(item))).join(',')
        : encodeURIComponent(String(value));
      return `${encodeURIComponent(key)}=${text}`;
    });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
