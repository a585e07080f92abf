/** The programme's rates and point value, in hundredths at the finest (docs/product.md §10.28). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROGRAMME } from '../../src/domain/programme';
import { PROGRAMME_MESSAGES, programmeProblem } from '../../src/domain/programme-settings';

const problemOf = (change: Partial<typeof DEFAULT_PROGRAMME>) =>
  programmeProblem({ ...DEFAULT_PROGRAMME, ...change }, (name) => name === 'Oakville');

describe('a programme rate or point value', () => {
  it.each([0, 0.01, 0.07, 0.29, 0.5, 1.1, 999.99, 1000])('takes %s points per dollar', (rate) => {
    expect(problemOf({ pointsPerDollar: rate })).toBeUndefined();
    expect(problemOf({ ratesByLocation: { Oakville: rate } })).toBeUndefined();
    expect(problemOf({ pointValueCents: rate })).toBeUndefined();
  });

  it.each([0.001, 0.125, 1e-300, 2.345])('refuses %s, finer than a hundredth', (rate) => {
    expect(problemOf({ pointsPerDollar: rate })).toBe(PROGRAMME_MESSAGES.pointsPerDollar);
    expect(problemOf({ ratesByLocation: { Oakville: rate } })).toBe(PROGRAMME_MESSAGES.ratesByLocation);
    expect(problemOf({ pointValueCents: rate })).toBe(PROGRAMME_MESSAGES.pointValueCents);
  });
});
