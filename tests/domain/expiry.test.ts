/**
 * When a lot expires (docs/product.md §10.28): N calendar months after it was earned, to the instant, a day the
 * month has not being its last. Computed in plain UTC arithmetic for the daily run's speed, and held here to
 * luxon's `plus({ months })`, the rule it replaced, over every day of four years.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { expiresAt } from '../../src/domain/expiry';

const byLuxon = (earnedAt: string, months: number): string | null =>
  DateTime.fromISO(earnedAt, { zone: 'utc' }).plus({ months }).toUTC().toISO();

describe('expiresAt', () => {
  it('keeps the day and the time, months later, across a year’s end', () => {
    expect(expiresAt('2026-11-15T09:30:12.345Z', 3, 'UTC')).toBe('2027-02-15T09:30:12.345Z');
    expect(expiresAt('2026-01-01T00:00:00.000Z', 12, 'UTC')).toBe('2027-01-01T00:00:00.000Z');
    expect(expiresAt('2026-06-30T23:59:59.999Z', 30, 'UTC')).toBe('2028-12-30T23:59:59.999Z');
  });

  it('takes a month’s last day when the month has not the day earned', () => {
    expect(expiresAt('2027-01-31T10:00:00.000Z', 1, 'UTC')).toBe('2027-02-28T10:00:00.000Z');
    expect(expiresAt('2028-01-31T10:00:00.000Z', 1, 'UTC')).toBe('2028-02-29T10:00:00.000Z');
    expect(expiresAt('2028-02-29T10:00:00.000Z', 12, 'UTC')).toBe('2029-02-28T10:00:00.000Z');
    expect(expiresAt('2027-03-31T10:00:00.000Z', 1, 'UTC')).toBe('2027-04-30T10:00:00.000Z');
  });

  it('agrees with luxon’s calendar months for every day of four years, at 1 to 36 months', () => {
    const start = Date.UTC(2026, 0, 1, 13, 7, 5, 250);
    const differ: string[] = [];
    for (let day = 0; day < 4 * 366; day += 1) {
      const earnedAt = new Date(start + day * 86_400_000).toISOString();
      for (const months of [1, 2, 6, 11, 12, 13, 24, 36])
        if (expiresAt(earnedAt, months, 'UTC') !== byLuxon(earnedAt, months))
          differ.push(`${earnedAt} + ${months}`);
    }
    expect(differ).toEqual([]);
  });

  it('answers a date it cannot read as it was given', () => {
    expect(expiresAt('not a date', 12, 'UTC')).toBe('not a date');
  });
});
