/**
 * The list and file date formats put together from a date's fields (src/domain/list-dates.ts) write exactly
 * what luxon's `toFormat` writes, and a store time read natively is the instant luxon's ISO parser reads.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatListDate, formatListDateTime, MISSING } from '../../src/domain/list-dates';

const ZONES = [
  'UTC',
  'America/Toronto',
  'America/St_Johns',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
];

/** What luxon writes for the same string: the formats as they were written before. */
const byLuxon = (value: string, zone: string, format: string): string => {
  const date = DateTime.fromISO(value, { zone: 'utc', setZone: true }).setZone(zone);
  return date.isValid ? date.toFormat(format, { locale: 'en-US' }) : MISSING;
};

/** A seeded walk over 1970–2100, so a failure names a time that fails again. */
function* instants(count: number): Generator<string> {
  let seed = 27;
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    yield new Date(Date.UTC(1970, 0, 1) + (seed / 2 ** 31) * 130 * 365.25 * 86_400_000).toISOString();
  }
}

describe('list dates', () => {
  it('write what luxon writes for 2,000 store times in zones with odd offsets and summer times', () => {
    for (const zone of ZONES)
      for (const value of instants(250)) {
        expect(formatListDate(value, zone), `${value} in ${zone}`).toBe(byLuxon(value, zone, 'dd LLL yyyy'));
        expect(formatListDateTime(value, zone), `${value} in ${zone}`).toBe(
          byLuxon(value, zone, "dd LLL yyyy '-' h:mm a"),
        );
      }
  });

  it('write midnight and noon as 12, and the hours around them', () => {
    expect(formatListDateTime('2024-01-05T00:05:00.000Z', 'UTC')).toBe('05 Jan 2024 - 12:05 AM');
    expect(formatListDateTime('2024-01-05T12:00:00.000Z', 'UTC')).toBe('05 Jan 2024 - 12:00 PM');
    expect(formatListDateTime('2024-12-31T23:59:59.999Z', 'UTC')).toBe('31 Dec 2024 - 11:59 PM');
  });

  it('read other forms as luxon does, and refuse what Date.parse would roll over', () => {
    expect(formatListDate('2024-01-05T23:30:00Z', 'Asia/Kolkata')).toBe('06 Jan 2024');
    expect(formatListDate('2024-01-05T23:30:00', 'UTC')).toBe('05 Jan 2024');
    expect(formatListDate('2024-01-05', 'UTC')).toBe('05 Jan 2024');
    expect(formatListDate('2024-02-30T00:00:00.000Z', 'UTC')).toBe(MISSING);
    expect(formatListDate('2024-02-29T24:00:00.000Z', 'UTC')).toBe(
      byLuxon('2024-02-29T24:00:00.000Z', 'UTC', 'dd LLL yyyy'),
    );
    // Each month's last day, and the leap years' rule (2000 was one, 1900 was not).
    for (const value of [
      '2024-04-31T10:00:00.000Z',
      '2024-04-30T10:00:00.000Z',
      '2023-02-29T00:00:00.000Z',
      '2024-02-29T00:00:00.000Z',
      '1900-02-29T00:00:00.000Z',
      '2000-02-29T00:00:00.000Z',
      '2024-12-31T23:00:00.000Z',
      '2024-11-31T23:00:00.000Z',
    ])
      expect(formatListDate(value, 'UTC'), value).toBe(byLuxon(value, 'UTC', 'dd LLL yyyy'));
    expect(formatListDate('not a date', 'UTC')).toBe(MISSING);
    expect(formatListDate('2024-01-05T00:00:00.000Z', 'Not/AZone')).toBe(MISSING);
  });
});
