/** The points chart's series, one per location (docs/product.md §10.29), readable at a dozen locations. */
import { describe, expect, it } from 'vitest';
import type { Overview } from '../../../../src/domain/overview';
import { CHART_COLOURS, pointsChart } from '../../../../src/ui/features/overview/chart-data';

const TWELVE = Array.from({ length: 12 }, (_, i) => `Shop ${String(i + 1).padStart(2, '0')}`);

const overview = (points: Overview['points']): Overview => ({
  period: { from: '2026-03-01', to: '2026-03-07' },
  previous: { from: '2026-02-22', to: '2026-02-28' },
  bucketDays: 1,
  clients: { active: 1, blocked: 0 },
  pointsOutstanding: 0,
  earned: points.reduce((n, bar) => n + bar.earned, 0),
  redeemed: points.reduce((n, bar) => n + bar.redeemed, 0),
  previousEarned: 0,
  previousRedeemed: 0,
  corrections: 0,
  activeClients: 1,
  points,
  newClients: [],
  topClients: [],
  topRewards: [],
  liabilityCents: 0,
  expiringNext30Days: 0,
});

describe('the points chart, per location', () => {
  it('two locations: an earned and a redeemed line each, the business’s own names', () => {
    const spec = pointsChart(
      overview([{ start: '2026-03-02', location: 'Harbour', earned: 40, redeemed: 5 }]),
      [],
      ['Harbour', 'Uptown'],
    );
    expect(spec.series.map((s) => s.label)).toEqual([
      'Earned at Harbour',
      'Redeemed at Harbour',
      'Earned at Uptown',
      'Redeemed at Uptown',
    ]);
    expect(spec.series[0]?.values).toEqual([0, 40, 0, 0, 0, 0, 0]);
  });

  it('twelve locations: one line each in its own colour, and one line of what was redeemed at all of them', () => {
    const bars = TWELVE.map((location, i) => ({ start: '2026-03-03', location, earned: i + 1, redeemed: 2 }));
    const spec = pointsChart(overview(bars), [], TWELVE);
    expect(spec.series).toHaveLength(13);
    expect(spec.series.slice(0, 12).map((s) => s.label)).toEqual(TWELVE.map((name) => `Earned at ${name}`));
    expect(new Set(spec.series.slice(0, 12).map((s) => s.color)).size).toBe(CHART_COLOURS);
    expect(spec.series[12]).toMatchObject({ label: 'Redeemed at all locations', dashed: true });
    expect(spec.series[12]?.values[2]).toBe(24);
    expect(spec.series[11]?.values[2]).toBe(12);
  });
});
