/**
 * Reversing a ledger entry (docs/product.md §10): who may, which entries can be, and the counter-entry's
 * signed points. The backend core judges it; the console words its dialog with the same messages.
 */
import { zoneDayOf } from './business-time';
import { MAX_BALANCE } from './constants';
import { balanceChange, pointsCount } from './points';
import { SUPER_ADMIN } from './roles';
import type { Transaction } from './entities';

export const REVERSAL_MESSAGES = {
  reason: 'A reason is required to reverse a transaction',
  notAllowed: 'Only a Super Admin, or the admin who booked this transaction on the same day, can reverse it.',
  ofReversal: 'A reversal cannot itself be reversed.',
  already: (by: string) => `This transaction was already reversed by ${by}.`,
  belowZero: (balance: number) =>
    `Reversing this would leave the balance below zero: the client holds ${pointsCount(balance)}.`,
  overMaximum: `Reversing this would take the balance past ${MAX_BALANCE.toLocaleString('en-US')} points, the most a balance can hold.`,
} as const;

type Entry = Pick<
  Transaction,
  'type' | 'transactionPoints' | 'adminUserId' | 'transactionDate' | 'reversedBy'
>;

/**
 * Whether this admin may reverse the entry now: a Super Admin, or its own booker on the same day of the
 * business's `zone` (docs/product.md §10.22, §10.31).
 */
export const mayReverse = (
  entry: Pick<Transaction, 'adminUserId' | 'transactionDate'>,
  admin: { _id: string; role: string },
  now: number,
  zone: string,
): boolean =>
  admin.role === SUPER_ADMIN ||
  (admin._id === entry.adminUserId &&
    zoneDayOf(entry.transactionDate, zone) === zoneDayOf(new Date(now).toISOString(), zone));

/** Why the entry itself cannot be reversed (already reversed, or a reversal), or undefined. */
export const reversibleProblem = (entry: Entry): string | undefined =>
  entry.type === 'reversal'
    ? REVERSAL_MESSAGES.ofReversal
    : entry.reversedBy
      ? REVERSAL_MESSAGES.already(entry.reversedBy)
      : undefined;

/** The counter-entry's signed points: the entry's change of the balance, undone. */
export const reversalPoints = (entry: Pick<Transaction, 'type' | 'transactionPoints'>): number =>
  -balanceChange(entry.type, entry.transactionPoints);

/** Why the balance cannot take the counter-entry (below zero, past the maximum), or undefined. */
export function reversalBalanceProblem(change: number, balance: number): string | undefined {
  if (balance + change < 0) return REVERSAL_MESSAGES.belowZero(balance);
  return balance + change > MAX_BALANCE ? REVERSAL_MESSAGES.overMaximum : undefined;
}
