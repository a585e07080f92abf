// Bad input: huge, negative, fractional and odd points get a clear message and are never sent.
import { describe, expect, it, vi } from 'vitest';
import { POINTS_MAXIMUM } from '../../../src/domain/constants';
import { addPoints } from '../../../src/application/use-cases/add-points';
import { redeemPoints } from '../../../src/application/use-cases/redeem-points';
import type { ClientRepository } from '../../../src/application/ports/client-repository';
import {
  parsePoints,
  POINTS_MESSAGES,
  validateAddPoints,
  validateRedeemPoints,
} from '../../../src/domain/points';

export const BAD_POINTS = [
  '0',
  '-1',
  '-0',
  '1.5',
  '0.0001',
  '1e3',
  '1,000',
  ' ',
  '',
  'ten',
  'NaN',
  'Infinity',
  '0x10',
  '+5',
  '99999999999999999999',
  String(Number.MAX_SAFE_INTEGER + 2),
  '１２',
  '<b>5</b>',
];

function repository() {
  const repo = { addPoints: vi.fn(async () => undefined), redeemPoints: vi.fn(async () => undefined) };
  return { repo, clients: repo as unknown as ClientRepository };
}

describe('points the admin may type', () => {
  it.each(BAD_POINTS)('%j is refused with the points message, or the maximum for too many digits', (bad) => {
    // Digits past what a number holds are "too many points", not "not a whole number".
    const message =
      /^\d+$/.test(bad) && Number(bad) > POINTS_MAXIMUM ? POINTS_MESSAGES.maximum : POINTS_MESSAGES.points;
    expect(parsePoints(bad)).toBeNull();
    expect(validateAddPoints({ points: bad, reason: 'Birthday' }).points).toBe(message);
    expect(
      validateRedeemPoints({ points: bad, location: 'Oakville', serviceType: 'Coffee' }, 50).points,
    ).toBe(message);
  });

  it.each(BAD_POINTS)('%j never reaches the server', async (bad) => {
    const { repo, clients } = repository();
    const added = await addPoints(clients, {
      clientId: 'C1',
      adminId: 'A1',
      values: { points: bad, reason: 'x' },
    });
    expect(added.ok).toBe(false);
    const redeemed = await redeemPoints(clients, {
      clientId: 'C1',
      adminId: 'A1',
      balance: 50,
      values: { points: bad, location: 'Oakville', serviceType: 'Coffee' },
    });
    expect(redeemed.ok).toBe(false);
    expect(repo.addPoints).not.toHaveBeenCalled();
    expect(repo.redeemPoints).not.toHaveBeenCalled();
  });

  it('a redeem above the balance says what the balance is', () => {
    expect(
      validateRedeemPoints({ points: '51', location: 'Oakville', serviceType: 'Coffee' }, 50).points,
    ).toBe(POINTS_MESSAGES.overBalance(50));
  });

  it('the largest safe whole number is accepted as a number, not a string', () => {
    expect(parsePoints(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });
});
