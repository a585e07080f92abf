/** The zone an exported file's dates are written in: the admin's own, as the console shows them. */
import { isTimeZone } from '../../domain/list-files';
import { bad, good, type Read } from '../input/fields';
import type { Query } from './params';

/** `zone`: an IANA time zone such as America/Toronto; UTC when absent. */
export function readZone(query: Query): Read<string> {
  const zone = query('zone').trim();
  if (zone === '') return good('UTC');
  return zone.length <= 64 && isTimeZone(zone)
    ? good(zone)
    : bad('zone must be a time zone such as America/Toronto.');
}
