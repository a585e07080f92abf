import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_FILTERS,
  BROADCAST_FILTERS,
  canApply,
  CLIENT_FILTERS,
  isValidQueryDate,
  POINTS_FILTERS,
  toQuery,
} from '../../src/domain/filters';

describe('client filters from the query string', () => {
  it.each([
    ['', CLIENT_FILTERS.empty],
    [
      '?location=Mississauga,Oakville&blockStatus=Blocked',
      { ...CLIENT_FILTERS.empty, location: ['Mississauga', 'Oakville'], blockStatus: ['Blocked'] },
    ],
    ['location=Oakville%2CMississauga', { ...CLIENT_FILTERS.empty, location: ['Mississauga', 'Oakville'] }],
    // The business's own locations: the server judges a name it does not know (docs/product.md §10.29).
    ['location=Toronto', { ...CLIENT_FILTERS.empty, location: ['Toronto'] }],
    [
      'from=2024-01-05&to=2024-02-29&search=Maya',
      { ...CLIENT_FILTERS.empty, from: '2024-01-05', to: '2024-02-29', search: 'maya' },
    ],
    ['search=%20%20', CLIENT_FILTERS.empty],
  ])('%s', (query, expected) => {
    expect(CLIENT_FILTERS.parse(query)).toEqual(expected);
  });

  it.each([
    ['location=Oakville,Oakville', 'a repeated location (kept once)'],
    ['blockStatus=blocked,Gone', 'a status in the wrong case or unknown'],
    ['from=2024-02-30', 'an impossible date'],
    ['to=05-01-2024', 'a date in another format'],
    ['from=%E0%A4%A', 'a broken escape'],
  ])('drops %s without throwing (%s)', (query) => {
    expect(() => CLIENT_FILTERS.parse(query)).not.toThrow();
    const parsed = CLIENT_FILTERS.parse(query);
    expect(parsed.location.every((l) => l === 'Mississauga' || l === 'Oakville')).toBe(true);
    expect(parsed.blockStatus).toEqual([]);
    expect(parsed.from === '' || isValidQueryDate(parsed.from)).toBe(true);
    expect(parsed.to).toBe('');
  });
});

describe('points and broadcast filters from the query string', () => {
  it.each([
    ['type=add', 'add'],
    ['type=redeem', 'redeem'],
    ['type=ADD', ''],
    ['type=gift', ''],
  ])('points %s → type %s', (query, type) => {
    expect(POINTS_FILTERS.parse(query).type).toBe(type);
  });

  it('broadcasts keep only dates and search', () => {
    expect(BROADCAST_FILTERS.parse('from=2024-01-01&location=Oakville&search=Promo')).toEqual({
      from: '2024-01-01',
      to: '',
      search: 'promo',
    });
  });
});

describe('activity filters from the query string', () => {
  it.each([
    ['', ACTIVITY_FILTERS.empty],
    [
      '?from=2026-11-01&to=2026-11-23&action=client.notes,points.added&adminId=64f1&clientId=LL100001&search=Côté',
      {
        from: '2026-11-01',
        to: '2026-11-23',
        action: ['points.added', 'client.notes'],
        adminId: '64f1',
        clientId: 'LL100001',
        search: 'côté',
      },
    ],
    // Ids are exact: trimmed, never lower-cased.
    ['clientId=%20LLabc%20&adminId=A1', { ...ACTIVITY_FILTERS.empty, clientId: 'LLabc', adminId: 'A1' }],
    [
      'action=points.added,Points.Redeemed,gift,points.added',
      { ...ACTIVITY_FILTERS.empty, action: ['points.added'] },
    ],
    ['from=2024-02-30&to=yesterday', ACTIVITY_FILTERS.empty],
  ])('%s', (query, expected) => {
    expect(ACTIVITY_FILTERS.parse(query)).toEqual(expected);
  });

  it('round-trips through the query string, the ids as typed', () => {
    const filters = {
      from: '2026-01-05',
      to: '',
      action: ['client.blocked' as const, 'signin.locked' as const],
      adminId: '64f1c0ffee0000000000a001',
      clientId: 'LL100042',
      search: 'free coffee',
    };
    expect(toQuery(filters)).toBe(
      'from=2026-01-05&action=client.blocked,signin.locked&adminId=64f1c0ffee0000000000a001&clientId=LL100042&search=free%20coffee',
    );
    expect(ACTIVITY_FILTERS.parse(toQuery(filters))).toEqual(filters);
  });
});

describe('filters to the query string', () => {
  it.each([
    [CLIENT_FILTERS.empty, '', ''],
    [{ ...CLIENT_FILTERS.empty, location: ['Mississauga', 'Oakville'] }, '', 'location=Mississauga,Oakville'],
    [{ ...CLIENT_FILTERS.empty, search: '  Maya CHEN ' }, '', 'search=maya%20chen'],
    [
      { ...CLIENT_FILTERS.empty, from: '2024-01-05', blockStatus: ['Active'] },
      '',
      'from=2024-01-05&blockStatus=Active',
    ],
    // Keys the list does not own stay; its own keys are replaced or removed.
    [
      { ...CLIENT_FILTERS.empty, search: 'a' },
      'demoClients=40&search=old&location=Oakville',
      'demoClients=40&search=a',
    ],
    [{ ...POINTS_FILTERS.empty, type: 'redeem' as const }, '?type=add', 'type=redeem'],
  ])('%j over "%s" → "%s"', (filters, current, expected) => {
    expect(toQuery(filters, current)).toBe(expected);
  });

  it('reset (the empty set) clears all five client keys', () => {
    const query = 'from=2024-01-01&to=2024-02-01&location=Oakville&blockStatus=Blocked&search=maya';
    expect(toQuery(CLIENT_FILTERS.empty, query)).toBe('');
    expect(CLIENT_FILTERS.keys).toEqual(['from', 'to', 'location', 'blockStatus', 'search']);
  });

  it('round-trips through the query string', () => {
    const filters = {
      from: '2024-01-05',
      to: '2024-03-01',
      location: ['Oakville' as const],
      blockStatus: ['Active' as const, 'Blocked' as const],
      search: 'chen',
    };
    expect(CLIENT_FILTERS.parse(toQuery(filters))).toEqual(filters);
  });
});

describe('Apply is enabled only when some filter has a value', () => {
  it.each([
    [CLIENT_FILTERS.empty, false],
    [{ ...CLIENT_FILTERS.empty, search: 'maya' }, false],
    [{ ...CLIENT_FILTERS.empty, from: '   ' }, false],
    [{ ...CLIENT_FILTERS.empty, from: '2024-01-01' }, true],
    [{ ...CLIENT_FILTERS.empty, to: '2024-01-01' }, true],
    [{ ...CLIENT_FILTERS.empty, location: ['Oakville'] }, true],
    [{ ...CLIENT_FILTERS.empty, blockStatus: ['Blocked'] }, true],
    [{ ...POINTS_FILTERS.empty, type: 'add' }, true],
    [POINTS_FILTERS.empty, false],
    [{ ...ACTIVITY_FILTERS.empty, clientId: 'LL100001' }, true],
    [{ ...ACTIVITY_FILTERS.empty, action: ['points.added'] }, true],
    [{ ...ACTIVITY_FILTERS.empty, search: 'coffee' }, false],
  ])('%j → %s', (draft, expected) => {
    expect(canApply(draft)).toBe(expected);
  });
});
