import { describe, expect, it } from 'vitest';
import { nameSortKey } from '../../src/domain/name-key';
import { compareValues, nextSort, sortRows } from '../../src/domain/sort';
import { READERS, READING } from '../fixtures/reading-names';

describe('clicking a header', () => {
  it('sorts ascending first, then toggles', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'ascending' });
    const second = nextSort(first, 'name');
    expect(second.direction).toBe('descending');
    expect(nextSort(second, 'name').direction).toBe('ascending');
  });

  it('another column starts ascending again', () => {
    expect(nextSort({ key: 'name', direction: 'descending' }, 'points')).toEqual({
      key: 'points',
      direction: 'ascending',
    });
  });
});

describe('comparing values', () => {
  it.each([
    [2, 10, -1],
    [10, 2, 1],
    ['2024-01-05T21:05:00Z', '2023-12-31T00:00:00Z', 1],
    ['2024-01-05', '2024-01-05T00:00:01Z', -1],
    ['apple', 'Banana', -1],
    ['item 2', 'item 10', -1],
    ['Same', 'same', 0],
    [null, 'a', 1],
    ['a', undefined, -1],
    ['', '', 0],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareValues(a, b))).toBe(sign);
  });
});

describe('sorting rows', () => {
  const people = [
    { name: 'Cara', points: 40 },
    { name: 'abe', points: 400 },
    { name: 'Bo', points: null },
  ];
  const valueOf = (row: (typeof people)[number], key: string) => row[key as keyof typeof row];

  it.each([
    [{ key: 'name', direction: 'ascending' as const }, ['abe', 'Bo', 'Cara']],
    [{ key: 'name', direction: 'descending' as const }, ['Cara', 'Bo', 'abe']],
    [{ key: 'points', direction: 'ascending' as const }, ['Cara', 'abe', 'Bo']],
    [{ key: 'points', direction: 'descending' as const }, ['abe', 'Cara', 'Bo']],
    [null, ['Cara', 'abe', 'Bo']],
  ])('%j', (sort, names) => {
    expect(sortRows(people, sort, valueOf).map((p) => p.name)).toEqual(names);
  });

  it("a page's names sort as a person reads them, as the server's lists do (Broadcasts' Created By, Activity's Admin; docs/product.md §10.18)", () => {
    const rows = READERS.map((name) => ({ name, points: 0 }));
    const sorted = (direction: 'ascending' | 'descending') =>
      sortRows(rows, { key: 'name', direction }, valueOf).map((p) => p.name);
    expect(sorted('ascending')).toEqual(READING);
    expect(sorted('descending')).toEqual([...READING].reverse());
    // The order of the lists' one key (name-key.ts), which the server's lists sort by.
    expect([...READERS].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1))).toEqual(READING);
  });

  it('returns a copy and leaves the input order alone', () => {
    const copy = [...people];
    sortRows(people, { key: 'name', direction: 'ascending' }, valueOf);
    expect(people).toEqual(copy);
  });
});
