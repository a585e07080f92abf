import { describe, expect, it } from 'vitest';
import { bearerOf } from '../../src/backend/input/bearer';

describe('the bearer token both hosts read from the Authorization header', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Bearer   abc', 'abc'],
    ['Basic abc', null],
    ['Bearer abc def', null],
    ['Bearer ', null],
    ['abc', null],
    [undefined, null],
  ])('%j gives %j', (header, token) => {
    expect(bearerOf(header)).toBe(token);
  });
});
