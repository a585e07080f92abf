/**
 * The charts' axes in the console's words: days written as the lists write them (dd MMM, `03 Nov`; a span of
 * months as MMM yyyy), never the browser's US-style `11/3`; and a y axis as wide as its longest label, so
 * `12,500,000` is never cut to `00,000`.
 */
import { formatListDate } from '../../shared/format';

const DAY_S = 86_400;
/** Past this span the ticks are months apart: the month and year say more than a day. */
const MONTHS_FROM_DAYS = 120;

/** A tick (epoch seconds, the start of a UTC day) as the console writes a day. */
export function axisDay(seconds: number, spanDays: number): string {
  const shown = formatListDate(new Date(seconds * 1000).toISOString(), 'UTC'); // 03 Nov 2026
  return spanDays > MONTHS_FROM_DAYS ? shown.slice(3) : shown.slice(0, 6);
}

/** The span of a chart's x values (epoch seconds), in days. */
export const spanDaysOf = (first: number, last: number): number => Math.round((last - first) / DAY_S);

/** Tick length and the gap between tick and label, as uPlot draws them by default, plus a little air. */
const AXIS_ROOM = 10 + 5 + 6;

/** How wide a y axis must be to show its longest label whole: `measure` gives a label's width in CSS px. */
export const yAxisSize = (labels: readonly string[], measure: (label: string) => number): number =>
  Math.ceil(labels.reduce((widest, label) => Math.max(widest, measure(label)), 0)) + AXIS_ROOM;
