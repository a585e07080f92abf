import { describe, expect, it } from 'vitest';
import {
  clientSortValue,
  compareListRows,
  pageOffset,
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
      clientName: 'Ann',
      transactionDate: '2026-01-01T00:00:00.000Z',
      transactionPoints: 5,
      totalPoints: 5,
      type: 'add',
      reasonOrService: 'Visit',
      adminName: 'Zoe',
      location: 'Oakville',
    };
    expect(transactionSortValue(tx, 'adminUserId')).toBe('Zoe');
    expect(transactionSortValue(tx, 'clientName')).toBe('ann');
  });

  it('page n starts after n-1 pages', () => {
    expect(pageOffset(1, 7)).toBe(0);
    expect(pageOffset(3, 7)).toBe(14);
  });
});
