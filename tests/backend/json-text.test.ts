import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../src/backend/input/json-text';

describe('the depth bound of a JSON body', () => {
  it.each([
    ['{}', 1, false],
    ['{"a":{}}', 1, true],
    ['[[1],[2]]', 2, false],
    ['[[[1]]]', 2, true],
    // Brackets inside strings, escaped quotes included, open nothing.
    ['{"a":"[[[[{{{{"}', 1, false],
    ['{"a":"\\"[[[["}', 1, false],
    ['{"a":"\\\\"}', 1, false],
  ])('%s deeper than %i: %s', (text, max, deeper) => {
    expect(nestsDeeperThan(text, max)).toBe(deeper);
  });

  it('stops at the first excess of a body 1 MB deep', () => {
    expect(nestsDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
  });
});
