/**
 * The trail as a CSV file an accountant can open: newest first, read from the store a page at a time as
 * the host sends it, at most `maxRows` entries, and a last line saying so when more matched.
 */
import { ACTIVITY_LABELS, BALANCE_ACTIONS } from '../../domain/activity';
import { DEFAULT_TIME_ZONE, isoWithOffset } from '../../domain/business-time';
import { isoHeader } from '../../domain/list-files';
import { parseServerDate } from '../../domain/list-dates';
import { CSV_BOM, csvFileName, csvLine, csvNumber, type CsvCell } from '../../domain/csv';
import { pointsDisplay } from '../../domain/points';
import { csvDownload } from '../answers';
import { isFiltered, type ActivityFilter } from '../filters/activity-query';
import type { ActivityQuery, StoreReads, TrailPosition } from '../ports';
import type { ActivityRecord } from '../records';
import type { DownloadAnswer } from '../wire';

/** The header, its times in `zone` (the business's, docs/product.md §10.31), and beside them the same instant in ISO 8601. */
export const activityCsvHeader = (zone: string): readonly string[] => [
  `Time (${zone})`,
  isoHeader('Time'),
  'Admin',
  'Admin ID',
  'Action',
  'Client ID',
  'Client',
  'Broadcast ID',
  'Broadcast text',
  'Points',
  'Before',
  'After',
  'IP',
];
/** Entries per store read, and so per piece the host writes. */
const PAGE = 1000;

export const truncationNotice = (maxRows: number): string =>
  `This file stops at ${maxRows.toLocaleString('en-US')} entries; more match. ` +
  'Narrow the filters (for example the dates) to export the rest.';

/** What a points entry moved, signed as the Points list shows it (+75, -20): a number to a spreadsheet. */
function pointsMoved(entry: ActivityRecord): CsvCell {
  if (!BALANCE_ACTIONS.includes(entry.action)) return null;
  const moved = Number(entry.after) - Number(entry.before);
  // A reversal's moved points are signed as they went; an add's and a redeem's by their kind.
  const type =
    entry.action === 'points.added' ? 'add' : entry.action === 'points.reversed' ? 'reversal' : 'redeem';
  return Number.isFinite(moved) ? csvNumber(pointsDisplay(type, moved).text) : null;
}

/** `2026-11-23 10:30:00`: the entry's wall-clock time in the zone. */
const wallClock = (iso: string, zone: string): string =>
  parseServerDate(iso, zone)?.toFormat('yyyy-MM-dd HH:mm:ss') ?? iso;

const cellsOf = (entry: ActivityRecord, zone: string): CsvCell[] => [
  wallClock(entry.at, zone),
  isoWithOffset(entry.at, zone),
  entry.adminName,
  entry.adminId,
  ACTIVITY_LABELS[entry.action],
  entry.clientId,
  entry.clientName,
  entry.broadcastId,
  entry.broadcastText,
  pointsMoved(entry),
  entry.before,
  entry.after,
  entry.ip,
];

export async function exportActivity(
  store: StoreReads,
  filter: ActivityFilter,
  options: { now: number; maxRows: number },
): Promise<DownloadAnswer> {
  const { maxRows } = options;
  const zone = filter.zone ?? DEFAULT_TIME_ZONE;
  const read = (after: TrailPosition | null, countUpTo: number, rows: number) => {
    const query: ActivityQuery = { ...filter, after, page: { number: 1, size: rows }, countUpTo };
    return store.listActivity(query);
  };
  // Whether the file is cut must be known before its first byte: it is a response header.
  const first = await read(null, maxRows, Math.min(PAGE, maxRows));
  async function* pieces(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(activityCsvHeader(zone));
    let rows = first.rows;
    let written = 0;
    for (;;) {
      const last = rows.at(-1);
      if (last === undefined) break;
      yield rows.map((entry) => csvLine(cellsOf(entry, zone))).join('');
      written += rows.length;
      if (written >= maxRows || rows.length < PAGE) break;
      // Read on from the last row written (0: count nothing), never by page number.
      rows = (await read({ at: last.at, seq: last.seq }, 0, Math.min(PAGE, maxRows - written))).rows;
    }
    if (!first.totalExact) yield csvLine([truncationNotice(maxRows)]);
  }
  const fileName = csvFileName('activity', isFiltered(filter), options.now, zone);
  return csvDownload(fileName, !first.totalExact, pieces());
}
