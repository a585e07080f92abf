/**
 * The Overview's two charts as plain data: the x buckets over the whole period (a bucket with nothing is a
 * zero, not a gap), one series per location and direction, and the one-line summary a screen reader hears
 * first. The chart and its table alternative are both drawn from this, so they show the same numbers.
 */
import { LOCATIONS } from '../../../domain/constants';
import type { Location } from '../../../domain/entities';
import { bucketCount, bucketStart, type Overview, type OverviewPeriod } from '../../../domain/overview';
import { formatCount } from './overview-words';

export interface ChartSeries {
  label: string;
  values: number[];
  /** Which of the theme's chart colours (one per location). */
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

export function pointsChart(overview: Overview, chosen: readonly Location[]): ChartSpec {
  const x = bucketsOf(overview.period, overview.bucketDays);
  const index = new Map(x.map((day, i) => [day, i]));
  const seen = overview.points.map((bar) => bar.location);
  const locations = [...new Set([...(chosen.length > 0 ? chosen : LOCATIONS), ...seen])];
  const series = locations.flatMap((location, color) => {
    const earned: number[] = x.map(() => 0);
    const redeemed: number[] = x.map(() => 0);
    for (const bar of overview.points.filter((b) => b.location === location)) {
      const i = index.get(bar.start) ?? -1;
      if (i < 0) continue;
      earned[i] = bar.earned;
      redeemed[i] = bar.redeemed;
    }
    return [
      { label: `Earned at ${location}`, values: earned, color, dashed: false },
      { label: `Redeemed at ${location}`, values: redeemed, color, dashed: true },
    ];
  });
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
