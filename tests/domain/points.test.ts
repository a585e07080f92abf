import { describe, expect, it } from 'vitest';
import {
  parsePoints,
  pointsBlockedProblem,
  pointsBookedMessage,
  pointsDisplay,
  POINTS_MESSAGES,
  SERVICE_SUGGESTIONS,
  validateAddPoints,
  validateRedeemPoints,
} from '../../src/domain/points';

describe('points are whole numbers of at least 1', () => {
  it.each([
    ['1', 1],
    ['25', 25],
    [' 7 ', 7],
    [3, 3],
    ['0', null],
    ['-2', null],
    ['1.5', null],
    ['1e3', null],
    ['', null],
    [undefined, null],
    [null, null],
    ['abc', null],
    [0, null],
  ])('%s → %s', (value, expected) => {
    expect(parsePoints(value)).toBe(expected);
  });
});

describe('add points needs points and a reason', () => {
  it.each([
    [{ points: '10', reason: 'Birthday' }, {}],
    [{ points: '', reason: 'Birthday' }, { points: POINTS_MESSAGES.points }],
    [{ points: '0', reason: 'Birthday' }, { points: POINTS_MESSAGES.points }],
    [{ points: '10', reason: '   ' }, { reason: POINTS_MESSAGES.reason }],
    [{}, { points: POINTS_MESSAGES.points, reason: POINTS_MESSAGES.reason }],
    [{ points: '1000000', reason: 'Big event' }, {}],
    [{ points: '1000001', reason: 'Big event' }, { points: POINTS_MESSAGES.maximum }],
    [{ points: 9007199254740991, reason: 'Huge' }, { points: POINTS_MESSAGES.maximum }],
    [{ points: '99999999999999999999', reason: 'Huger' }, { points: POINTS_MESSAGES.maximum }],
  ])('%j', (values, errors) => {
    expect(validateAddPoints(values)).toEqual(errors);
  });
});

describe('redeem needs points within the balance, a location and a service type', () => {
  const ok = { points: '50', location: 'Oakville', serviceType: 'Haircut' };
  it.each([
    [ok, 100, {}],
    [{ ...ok, points: '100' }, 100, {}],
    [{ ...ok, points: '101' }, 100, { points: 'Cannot redeem more than the balance of 100 points' }],
    [{ ...ok, points: '0' }, 100, { points: POINTS_MESSAGES.points }],
    [{ ...ok, points: '1000001' }, 2_000_000, { points: POINTS_MESSAGES.maximum }],
    [{ ...ok, points: '1000001' }, 100, { points: POINTS_MESSAGES.maximum }],
    [{ ...ok, location: '' }, 100, { location: POINTS_MESSAGES.location }],
    // Which locations are open is the core's to judge (tests/application/backend/locations.test.ts).
    [{ ...ok, location: 'Toronto' }, 100, {}],
    [{ ...ok, serviceType: ' ' }, 100, { serviceType: POINTS_MESSAGES.serviceType }],
    [{ ...ok, serviceType: 'Anything typed in' }, 100, {}],
  ])('%j with balance %i', (values, balance, errors) => {
    expect(validateRedeemPoints(values, balance)).toEqual(errors);
  });

  it('names the maximum in the message', () => {
    expect(POINTS_MESSAGES.maximum).toBe('Enter at most 1,000,000 points at a time');
  });

  it('suggests common services', () => {
    expect(SERVICE_SUGGESTIONS.length).toBeGreaterThan(3);
  });
});

describe('a transaction reads +N green for add, otherwise red', () => {
  it.each([
    ['add', 40, '+40', 'add'],
    ['redeem', 40, '-40', 'redeem'],
    ['redeem', -40, '-40', 'redeem'],
    ['something-else', 5, '-5', 'redeem'],
  ])('%s %i → %s', (type, points, text, tone) => {
    expect(pointsDisplay(type, points)).toEqual({ text, tone });
  });
});

describe('counts of points read in the singular for one', () => {
  it.each([
    [() => pointsBookedMessage('add', 1), '1 point added successfully.'],
    [() => pointsBookedMessage('redeem', 1), '1 point redeemed successfully.'],
    [() => pointsBookedMessage('redeem', 3), '3 points redeemed successfully.'],
    [() => POINTS_MESSAGES.overBalance(1), 'Cannot redeem more than the balance of 1 point'],
    [() => POINTS_MESSAGES.overBalance(0), 'Cannot redeem more than the balance of 0 points'],
  ])('%#: %s', (message, text) => {
    expect(message()).toBe(text);
  });

  it('only a blocked client is refused points', () => {
    expect([pointsBlockedProblem('Blocked'), pointsBlockedProblem('Active')]).toEqual([
      POINTS_MESSAGES.blocked,
      undefined,
    ]);
  });
});
