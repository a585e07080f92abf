/**
 * The Overview's two charts as plain data: the x buckets over the whole period (a bucket with nothing is a
 * zero, not a gap), one series per location and direction, and the one-line summary a screen reader hears
 * first. The chart and its table alternative are both drawn from this, so they show the same numbers.
 */
import type { Location } from '../../../domain/entities';
import { bucketCount, bucketStart, type Overview, type OverviewPeriod } from '../../../domain/overview';
import { formatCount } from './overview-words';

export interface ChartSeries {
  label: string;
  values: number[];
  /** Which of the theme's CHART_COLOURS chart colours (one per location). */
  color: number;
  dashed: boolean;
}

export interface ChartSpec {
  title: string;
  kind: 'lines' | 'bars';
  /** The first day of each bucket, yyyy-MM-dd. */
  x: string[];
  /** The table's first column heading. */
  xLabel: string;
  series: ChartSeries[];
  summary: string;
}

const bucketsOf = (period: OverviewPeriod, size: number): string[] =>
  Array.from({ length: bucketCount(period, size) }, (_, i) => bucketStart(period, i, size));

const sum = (values: readonly number[]): number => values.reduce((n, v) => n + v, 0);

/** The highest value and the bucket it is in, or null when every value is zero. */
function peak(x: readonly string[], values: readonly number[]): { at: string; value: number } | null {
  let best: { at: string; value: number } | null = null;
  values.forEach((value, i) => {
    if (value > 0 && (best === null || value > best.value)) best = { at: x[i] ?? '', value };
  });
  return best;
}

/** How many colours the theme has for series (overview.css: --chart-1 …): one per location up to 12. */
export const CHART_COLOURS = 12;
/** Up to this many locations, each has its earned and its redeemed line; past it, two lines each would not read. */
export const PAIRED_LOCATIONS_MAX = 4;

/**
 * Points per bucket, one series per location (docs/product.md §10.29): `known` are the business's open
 * locations, shown even with nothing booked; a location seen in the figures (archived, say) is shown too. Up to
 * PAIRED_LOCATIONS_MAX locations each has an earned and a redeemed line; with more, each location's earned line
 * and one dashed line of what was redeemed at all of them, so twelve locations are twelve colours, not 24 lines.
 */
export function pointsChart(
  overview: Overview,
  chosen: readonly Location[],
  known: readonly Location[],
): ChartSpec {
  const x = bucketsOf(overview.period, overview.bucketDays);
  const index = new Map(x.map((day, i) => [day, i]));
  const seen = overview.points.map((bar) => bar.location);
  const locations = [...new Set([...(chosen.length > 0 ? chosen : known), ...seen])];
  const paired = locations.length <= PAIRED_LOCATIONS_MAX;
  const totalRedeemed: number[] = x.map(() => 0);
  const perLocation = locations.flatMap((location, at) => {
    const color = at % CHART_COLOURS;
    const earned: number[] = x.map(() => 0);
    const redeemed: number[] = x.map(() => 0);
    for (const bar of overview.points.filter((b) => b.location === location)) {
      const i = index.get(bar.start) ?? -1;
      if (i < 0) continue;
      earned[i] = bar.earned;
      redeemed[i] = bar.redeemed;
      totalRedeemed[i] = (totalRedeemed[i] ?? 0) + bar.redeemed;
    }
    const earnedLine = { label: `Earned at ${location}`, values: earned, color, dashed: false };
    return paired
      ? [earnedLine, { label: `Redeemed at ${location}`, values: redeemed, color, dashed: true }]
      : [earnedLine];
  });
  const series = paired
    ? perLocation
    : [...perLocation, { label: 'Redeemed at all locations', values: totalRedeemed, color: 0, dashed: true }];
  const per = overview.bucketDays === 1 ? 'day' : 'week';
  const allEarned = x.map((_, i) => sum(series.filter((s) => !s.dashed).map((s) => s.values[i] ?? 0)));
  const top = peak(x, allEarned);
  const summary =
    `Points per ${per}, ${overview.period.from} to ${overview.period.to}: ` +
    `${formatCount(overview.earned)} earned and ${formatCount(overview.redeemed)} redeemed` +
    (top
      ? `; most earned ${per === 'day' ? 'on' : 'in the week of'} ${top.at} (${formatCount(top.value)}).`
      : '; none in this period.');
  return {
    title: `Points earned and redeemed per ${per}`,
    kind: 'lines',
    x,
    xLabel: per === 'day' ? 'Day' : 'Week of',
    series,
    summary,
  };
}

export function newClientsChart(overview: Overview): ChartSpec {
  const x = bucketsOf(overview.period, 7);
  const counts = new Map(overview.newClients.map((week) => [week.start, week.count]));
  const values = x.map((day) => counts.get(day) ?? 0);
  const total = sum(values);
  const top = peak(x, values);
  const summary =
    `New clients per week, ${overview.period.from} to ${overview.period.to}: ${formatCount(total)} joined` +
    (top ? `; the most in the week of ${top.at} (${formatCount(top.value)}).` : '.');
  return {
    title: 'New clients per week',
    kind: 'bars',
    x,
    xLabel: 'Week of',
    series: [{ label: 'New clients', values, color: 0, dashed: false }],
    summary,
  };
}
