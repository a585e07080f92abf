import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  displayValue,
  formatDetailDateTime,
  formatListDate,
  formatListDateTime,
  ordinal,
  parseServerDate,
} from '../../../src/ui/shared/format';

// Pinned zones: the display zone is the user's, so every case names it.
const UTC = 'UTC';
const TORONTO = 'America/Toronto';

describe('list dates (dd MMM yyyy)', () => {
  it.each([
    ['2024-01-05T21:05:00Z', UTC, '05 Jan 2024'],
    ['2024-01-05T21:05:00', UTC, '05 Jan 2024'],
    ['2024-12-31', UTC, '31 Dec 2024'],
    // 02:00 UTC is still the previous evening in Toronto.
    ['2024-01-06T02:00:00', TORONTO, '05 Jan 2024'],
  ])('%s in %s reads %s', (value, zone, expected) => {
    expect(formatListDate(value, zone)).toBe(expected);
  });
});

describe('list date and time (dd MMM yyyy - p)', () => {
  it.each([
    ['2024-01-05T21:05:00Z', UTC, '05 Jan 2024 - 9:05 PM'],
    ['2024-01-05T09:05:00', UTC, '05 Jan 2024 - 9:05 AM'],
    ['2024-01-05T00:00:00Z', UTC, '05 Jan 2024 - 12:00 AM'],
    ['2024-01-06T02:05:00', TORONTO, '05 Jan 2024 - 9:05 PM'],
  ])('%s in %s reads %s', (value, zone, expected) => {
    expect(formatListDateTime(value, zone)).toBe(expected);
  });
});

describe('detail date and time (MMMM Do YYYY hh:mm A)', () => {
  it.each([
    ['2024-01-05T21:05:00Z', 'January 5th 2024 09:05 PM'],
    ['2024-01-01T09:05:00Z', 'January 1st 2024 09:05 AM'],
    ['2024-02-02T12:30:00Z', 'February 2nd 2024 12:30 PM'],
    ['2024-03-03T00:01:00Z', 'March 3rd 2024 12:01 AM'],
    ['2024-11-11T10:00:00Z', 'November 11th 2024 10:00 AM'],
    ['2024-05-22T10:00:00Z', 'May 22nd 2024 10:00 AM'],
    ['2024-08-31T23:59:00Z', 'August 31st 2024 11:59 PM'],
  ])('%s reads %s', (value, expected) => {
    expect(formatDetailDateTime(value, UTC)).toBe(expected);
  });

  it('treats a server string without a zone as UTC', () => {
    expect(formatDetailDateTime('2024-01-05T21:05:00', TORONTO)).toBe('January 5th 2024 04:05 PM');
    expect(formatDetailDateTime('2024-01-05T21:05:00+01:00', UTC)).toBe('January 5th 2024 08:05 PM');
  });
});

describe('ordinals written by hand', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [30, '30th'],
    [31, '31st'],
    [111, '111th'],
  ])('%i → %s', (day, expected) => {
    expect(ordinal(day)).toBe(expected);
  });
});

describe('missing and invalid dates show -', () => {
  it.each([[undefined], [null], [''], ['   '], ['not a date'], ['2024-13-45'], ['05/01/2024']])(
    '%s',
    (value) => {
      expect(formatListDate(value, UTC)).toBe('-');
      expect(formatListDateTime(value, UTC)).toBe('-');
      expect(formatDetailDateTime(value, UTC)).toBe('-');
      expect(parseServerDate(value, UTC)).toBeNull();
    },
  );

  it('parses into the local zone when none is named', () => {
    const parsed = parseServerDate('2024-01-05T21:05:00');
    expect(parsed?.toUTC().toISO()).toBe(DateTime.fromISO('2024-01-05T21:05:00Z').toUTC().toISO());
    expect(parsed?.zoneName).toBe(DateTime.local().zoneName);
  });
});

describe('cell values', () => {
  it.each([
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    ['  ', '-'],
    [Number.NaN, '-'],
    [0, '0'],
    [42, '42'],
    ['Oakville', 'Oakville'],
    [false, 'false'],
  ])('%s shows as %s', (value, expected) => {
    expect(displayValue(value)).toBe(expected);
  });
});
