import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../../src/domain/filters';
import {
  bucketCount,
  bucketIndex,
  bucketStart,
  OVERVIEW_FILTERS,
  OVERVIEW_PERIOD_MESSAGE,
  periodOf,
  periodProblem,
  pointsBucketDays,
  presetPeriod,
  previousPeriod,
} from '../../src/domain/overview';

describe('the Overview’s periods', () => {
  it.each([
    ['7d', { from: '2026-11-19', to: '2026-11-25' }],
    ['30d', { from: '2026-10-27', to: '2026-11-25' }],
    ['90d', { from: '2026-08-28', to: '2026-11-25' }],
    ['year', { from: '2026-01-01', to: '2026-11-25' }],
  ] as const)('%s ends today, the first day included', (preset, period) => {
    expect(presetPeriod(preset, '2026-11-25')).toEqual(period);
  });

  it.each([
    [
      { from: '2026-11-19', to: '2026-11-25' },
      { from: '2026-11-12', to: '2026-11-18' },
    ],
    [
      { from: '2024-03-01', to: '2024-03-01' },
      { from: '2024-02-29', to: '2024-02-29' },
    ],
    [
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '2025-01-01', to: '2025-12-31' },
    ],
  ])('the previous period of %o is the same number of days just before', (period, previous) => {
    expect(previousPeriod(period)).toEqual(previous);
  });

  it('bars are days up to 90 days and weeks beyond, each week from Monday, the first from the first day (docs/product.md §10.31)', () => {
    expect(pointsBucketDays({ from: '2026-08-28', to: '2026-11-25' })).toBe(1);
    expect(pointsBucketDays({ from: '2026-08-27', to: '2026-11-25' })).toBe(7);
    // 2026-01-01 is a Thursday: its week began on Monday 2025-12-29.
    const period = { from: '2026-01-01', to: '2026-12-31' };
    expect(bucketIndex(period, '2026-01-04', 7)).toBe(0); // Sunday
    expect(bucketIndex(period, '2026-01-05', 7)).toBe(1); // Monday
    expect(bucketStart(period, 0, 7)).toBe('2026-01-01');
    expect(bucketStart(period, 1, 7)).toBe('2026-01-05');
    expect(bucketCount(period, 7)).toBe(53);
    // A period that starts on a Monday keeps whole weeks; days are counted from the first day.
    expect(bucketIndex({ from: '2026-01-05', to: '2026-12-31' }, '2026-01-11', 7)).toBe(0);
    expect(bucketIndex(period, '2026-01-08', 1)).toBe(7);
    expect(bucketCount({ from: '2026-01-01', to: '2026-01-31' }, 1)).toBe(31);
  });

  it('custom dates that a call would refuse fall back to the last 30 days', () => {
    const custom = (from: string, to: string) =>
      periodOf({ period: 'custom', from, to, location: [] }, '2026-11-25');
    expect(custom('2026-11-01', '2026-11-10')).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    for (const [from, to] of [
      ['2026-11-10', '2026-11-01'],
      ['', '2026-11-01'],
      ['2020-01-01', '2026-11-01'],
    ])
      expect(custom(from ?? '', to ?? '')).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });

  it('one call covers at most 731 days, in order; past that the console and the core say the same words', () => {
    expect(OVERVIEW_PERIOD_MESSAGE).toBe('The period can be at most 731 days long.');
    expect(periodProblem({ from: '2024-01-01', to: '2025-12-31' })).toBeUndefined(); // 731 days
    expect(periodProblem({ from: '2024-01-01', to: '2026-01-01' })).toBe(OVERVIEW_PERIOD_MESSAGE); // 732
    expect(periodProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe(DATE_RANGE_MESSAGE);
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeUndefined();
  });

  it('the URL keeps known values only', () => {
    expect(OVERVIEW_FILTERS.parse('?period=90d&location=Oakville,Paris&from=2026-02-30')).toEqual({
      period: '90d',
      from: '',
      to: '',
      // Any location name: the server judges it against the business's (docs/product.md §10.29).
      location: ['Oakville', 'Paris'],
    });
    expect(OVERVIEW_FILTERS.parse('period=forever').period).toBe('30d');
  });
});
