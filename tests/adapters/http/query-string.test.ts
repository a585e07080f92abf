import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../../src/adapters/http/query-string';

describe('toQueryString', () => {
  it('drops empty strings, null, undefined and empty arrays', () => {
    expect(toQueryString({ a: '', b: null, c: undefined, d: [], e: 'x' })).toBe('?e=x');
  });

  it('is empty when nothing is left', () => {
    expect(toQueryString({ a: '' })).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });

  it('comma-joins arrays, encoding each item', () => {
    expect(toQueryString({ location: ['Mississauga', 'Oak ville&co'] })).toBe(
      '?location=Mississauga,Oak%20ville%26co',
    );
  });

  it('encodes keys and values and keeps numbers and booleans', () => {
    expect(toQueryString({ search: 'a&b=c', page: 2, on: true })).toBe('?search=a%26b%3Dc&page=2&on=true');
  });
});
