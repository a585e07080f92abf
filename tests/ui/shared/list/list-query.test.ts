import { describe, expect, it } from 'vitest';
import { pageOf, pageParam, sortOf, sortParam } from '../../../../src/ui/shared/list/list-query';

describe('a list’s page and sort in the query string', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['?page=2&search=maya', 2],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=1.5', 1],
    ['page=abc', 1],
    ['page=99999999999', 1],
  ])('%j is page %i', (query, page) => {
    expect(pageOf(query)).toBe(page);
  });

  it.each([
    ['sort=name', { key: 'name', direction: 'ascending' }],
    ['sort=-points', { key: 'points', direction: 'descending' }],
    ['sort=secret', null],
    ['sort=', null],
    ['', null],
  ])('%j sorts %o among the sortable keys', (query, sort) => {
    expect(sortOf(query, ['name', 'points'])).toEqual(sort);
  });

  it('writes them back: page 1 and no sort leave the query string', () => {
    expect([pageParam(1), pageParam(4)]).toEqual(['', '4']);
    expect(sortParam(null)).toBe('');
    expect(sortParam({ key: 'name', direction: 'ascending' })).toBe('name');
    expect(sortParam({ key: 'name', direction: 'descending' })).toBe('-name');
  });
});
