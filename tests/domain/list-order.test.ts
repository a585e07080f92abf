import { describe, expect, it } from 'vitest';
import {
  clientSortValue,
  compareListRows,
  pageOffset,
  rowsInOrder,
  signedPoints,
  transactionSortValue,
} from '../../src/domain/list-order';

const client = (userId: string, name: string, points: number) => ({
  userId,
  name,
  email: `${name}@x.test`,
  joinDate: '2026-01-01T00:00:00.000Z',
  points,
  location: 'Oakville',
  blockStatus: 'Active' as const,
});

describe('the order of the lists the server sorts', () => {
  const rows = [client('LL2', 'bea', 5), client('LL1', 'Bea', 5), client('LL3', 'adam', 9)];
  const ids = (sorted: typeof rows) => sorted.map((row) => row.userId);
  const sorted = (key: 'name' | 'points', order: 'asc' | 'desc') =>
    ids([...rows].sort(compareListRows({ key, order }, clientSortValue, (c) => c.userId)));

  it('names compare lower-cased, ties broken by id in the same direction', () => {
    expect(sorted('name', 'asc')).toEqual(['LL3', 'LL1', 'LL2']);
    expect(sorted('name', 'desc')).toEqual(['LL2', 'LL1', 'LL3']);
  });

  it('numbers compare as numbers', () => {
    expect(sorted('points', 'desc')).toEqual(['LL3', 'LL2', 'LL1']);
    expect(clientSortValue(client('LL9', 'x', 10), 'points')).toBe(10);
  });

  it('a redeem sorts below every add, and the Admin column by the name it shows', () => {
    expect(signedPoints({ type: 'redeem', transactionPoints: 20 })).toBe(-20);
    expect(signedPoints({ type: 'add', transactionPoints: 75 })).toBe(75);
    const tx = {
      transactionId: 'T1',
      clientId: 'LL1',
      clientName: 'Émilie Ann',
      transactionDate: '2026-01-01T00:00:00.000Z',
      transactionPoints: 5,
      totalPoints: 5,
      type: 'add' as const,
      reasonOrService: 'Visit',
      adminName: 'Łukasz Zoë',
      location: 'Oakville',
    };
    expect(transactionSortValue(tx, 'adminUserId')).toBe('lukasz zoe');
    expect(transactionSortValue(tx, 'clientName')).toBe('emilie ann');
  });

  it('page n starts after n-1 pages', () => {
    expect(pageOffset(1, 7)).toBe(0);
    expect(pageOffset(3, 7)).toBe(14);
  });
});

describe('a page of a list in its order, without sorting it all', () => {
  // Seeded, so a failure replays: points repeat often, so the id breaks many ties.
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const rows = Array.from({ length: 2_000 }, (_, i) =>
    client(`LL${String(i).padStart(5, '0')}`, `n${Math.floor(random() * 300)}`, Math.floor(random() * 50)),
  );
  const byPoints = compareListRows({ key: 'points', order: 'desc' }, clientSortValue, (c) => c.userId);
  const byName = compareListRows({ key: 'name', order: 'asc' }, clientSortValue, (c) => c.userId);

  it.each([
    ['the first page', 0, 7],
    ['the third page', 14, 7],
    ['a page of 100', 0, 100],
    ['a batch of 250, as an export reads', 0, 250],
    ['a page past the kept rows', 700, 7],
    ['the last, short page', 1_995, 7],
    ['a page past the end', 2_100, 7],
  ])('%s is what sorting every row and slicing gives', (_name, offset, size) => {
    for (const compare of [byPoints, byName]) {
      const whole = [...rows].sort(compare).slice(offset, offset + size);
      expect(rowsInOrder(rows, compare, offset, size)).toEqual(whole);
    }
  });

  it('leaves the rows it was given in their order', () => {
    const before = rows.map((row) => row.userId);
    rowsInOrder(rows, byPoints, 0, 7);
    rowsInOrder(rows, byPoints, 700, 7);
    expect(rows.map((row) => row.userId)).toEqual(before);
  });
});
