import { describe, expect, it } from 'vitest';
import { tickDown } from '../../../src/application/machines/countdown';

describe('the countdown tick', () => {
  it.each([
    [60, 59],
    [1, 0],
    [0, 0],
  ])('a tick takes %i to %i', (from, to) => {
    expect(tickDown(from)).toBe(to);
  });
});
