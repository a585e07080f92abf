/** The zone an exported file's times are written in: the business's (docs/product.md §10.31), or one the call names. */
import { isTimeZone } from '../../domain/business-time';
import { bad, good, type Read } from '../input/fields';
import type { Query } from './params';

/** `zone`: an IANA time zone such as America/Toronto; the business's (`business`) when absent. */
export function readZone(query: Query, business: string): Read<string> {
  const zone = query('zone').trim();
  if (zone === '') return good(business);
  return isTimeZone(zone) ? good(zone) : bad('zone must be a time zone such as America/Toronto.');
}
