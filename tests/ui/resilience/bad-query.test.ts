// Bad input: hand-edited query strings never crash a list; unknown values and bad dates are ignored, and a
// location's name is kept for the server to judge (the business's own: docs/product.md §10.29).
import { describe, expect, it } from 'vitest';
import { BROADCAST_FILTERS, CLIENT_FILTERS, POINTS_FILTERS, toQuery } from '../../../src/domain/filters';

const BAD_DATES = [
  '2024-13-45',
  '2024-02-30',
  '24-01-01',
  'yesterday',
  '2024-1-5',
  '<script>',
  '9999999999-01-01',
  '',
];

describe('hand-edited query strings', () => {
  it('drops unknown statuses, keeps the locations named for the server to judge', () => {
    const parsed = CLIENT_FILTERS.parse(
      'location=Mars,Oakville,Oakville&blockStatus=Nope,Blocked&from=2024-13-45',
    );
    expect(parsed).toEqual({
      from: '',
      to: '',
      location: ['Mars', 'Oakville'],
      blockStatus: ['Blocked'],
      search: '',
    });
  });

  it.each(BAD_DATES)('ignores the bad date %j in every list', (bad) => {
    const query = `from=${encodeURIComponent(bad)}&to=${encodeURIComponent(bad)}`;
    for (const codec of [CLIENT_FILTERS, POINTS_FILTERS, BROADCAST_FILTERS]) {
      const parsed = codec.parse(query);
      expect([parsed.from, parsed.to]).toEqual(['', '']);
    }
  });

  it('ignores an unknown transaction type', () => {
    expect(POINTS_FILTERS.parse('type=gift&location=Toronto').type).toBe('');
    expect(POINTS_FILTERS.parse('type=gift&location=Toronto').location).toEqual(['Toronto']);
  });

  it('survives malformed escapes, repeated keys and huge values without throwing', () => {
    const nasty = [
      '%E0%A4%A',
      'search=%',
      'location=&location=Oakville',
      `search=${'x'.repeat(100_000)}`,
      '?&&==&',
      'blockStatus[]=Active',
    ];
    for (const query of nasty) {
      expect(() => CLIENT_FILTERS.parse(query)).not.toThrow();
      expect(() => toQuery(CLIENT_FILTERS.parse(query), query)).not.toThrow();
    }
  });

  it('writes the cleaned filters back without the bad values', () => {
    const parsed = CLIENT_FILTERS.parse('location=Mars&from=2024-13-45&blockStatus=Nope&page=2');
    expect(toQuery(parsed, 'location=Mars&from=2024-13-45&blockStatus=Nope&page=2')).toBe(
      'page=2&location=Mars',
    );
  });

  it('keeps markup in a search as plain lowercased text, escaped in the query string', () => {
    const parsed = CLIENT_FILTERS.parse(`search=${encodeURIComponent('<IMG src=x onerror=alert(1)>')}`);
    expect(parsed.search).toBe('<img src=x onerror=alert(1)>');
    expect(toQuery(parsed)).not.toMatch(/[<>]/);
  });
});
