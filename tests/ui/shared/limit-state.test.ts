import { describe, expect, it } from 'vitest';
import { limitState } from '../../../src/ui/shared/forms/limit-state';

describe('a text limit, counted as the core counts it (docs/architecture.md, "Console conventions")', () => {
  it.each([
    ['', 10, { length: 0, near: false, over: false }],
    ['1234567', 10, { length: 7, near: false, over: false }],
    ['12345678', 10, { length: 8, near: true, over: false }],
    ['1234567890', 10, { length: 10, near: true, over: false }],
    ['12345678901', 10, { length: 11, near: true, over: true }],
    ['😀😀😀😀😀', 10, { length: 10, near: true, over: false }],
  ])('%s of at most %i', (value, max, expected) => {
    expect(limitState(value, max)).toEqual(expected);
  });
});
