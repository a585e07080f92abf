/** Add and redeem rules of docs/product.md §5 and how a transaction's points read (docs/product.md §3). */
import { POINTS_MAXIMUM, POINTS_MINIMUM } from './constants';
import { amountCents, AMOUNT_MESSAGES } from './programme';
import { REASON_REQUIRED, reasonProblem } from './reason';

export interface AddPointsValues {
  points?: string | number | null;
  /**
   * An addition's reason. `reason` is its one name between the edges, in the console (this form, its rules,
   * the use case) and in the backend core (the decoded body, the same rules): it is the domain's word, the
   * name its messages and field errors go by, and the word a status change uses too. Only the edges name it
   * otherwise, and stay as they are: the wire's request field `pointsReason` (docs/api.md; the repository port
   * and the backend's body decoder mirror it) and the ledger's `reasonOrService` (the transaction on the wire,
   * the record and the `reason_or_service` column), where an addition's reason and a redemption's service
   * become one field.
   */
  reason?: string | null;
  /**
   * Or the amount spent, in dollars (docs/product.md §10.28): the programme turns it into points. Either this
   * or `points`, never both.
   */
  amount?: string | null;
  /** Where the points are earned (docs/product.md §10.30); left out on the wire, the admin's own location. */
  location?: string | null;
}

export interface RedeemPointsValues {
  points?: string | number | null;
  location?: string | null;
  serviceType?: string | null;
}

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** "1 point", "2 points": a count of points as a sentence reads it. */
export const pointsCount = (points: number): string => `${points} ${points === 1 ? 'point' : 'points'}`;

export const POINTS_MESSAGES = {
  points: `Enter a whole number of points, at least ${POINTS_MINIMUM}`,
  maximum: `Enter at most ${POINTS_MAXIMUM.toLocaleString('en-US')} points at a time`,
  reason: REASON_REQUIRED,
  location: 'Location is required',
  serviceType: 'Service type is required',
  overBalance: (balance: number) => `Cannot redeem more than the balance of ${pointsCount(balance)}`,
  /** A blocked client neither earns nor redeems (docs/product.md §10): the core and the dialogs say so. */
  blocked: 'This client is blocked: unblock them before adding or redeeming points.',
} as const;

/** The answer to a booked add or redeem. */
export const pointsBookedMessage = (type: 'add' | 'redeem', points: number): string =>
  `${pointsCount(points)} ${type === 'add' ? 'added' : 'redeemed'} successfully.`;

/** Whether points may move for a client of this status: a blocked client neither earns nor redeems. */
export const pointsBlockedProblem = (blockStatus: string): string | undefined =>
  blockStatus === 'Blocked' ? POINTS_MESSAGES.blocked : undefined;

/** Offered as suggestions; any other service typed in is accepted. */
export const SERVICE_SUGGESTIONS: readonly string[] = [
  'Haircut',
  'Coffee',
  'Meal',
  'Massage',
  'Manicure',
  'Gym Session',
  'Car Wash',
  'Gift Card',
];

/** A whole number ≥ 1, or null: "1.5", "-2", "1e3" and blanks are refused. */
export function parsePoints(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const points = Number(text);
  return Number.isSafeInteger(points) && points >= POINTS_MINIMUM ? points : null;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** The message for an amount of points one transaction may not move, or undefined when it may. */
export function pointsAmountProblem(value: string | number | null | undefined): string | undefined {
  const points = parsePoints(value);
  // Digits past what a number holds exactly (e.g. 99999999999999999999) are still "too many", not "not a number".
  const digits = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (points === null && /^\d+$/.test(digits) && Number(digits) > POINTS_MAXIMUM)
    return POINTS_MESSAGES.maximum;
  if (points === null) return POINTS_MESSAGES.points;
  return points > POINTS_MAXIMUM ? POINTS_MESSAGES.maximum : undefined;
}

/** A redeem may take the whole balance, never more. */
export const redeemBalanceProblem = (points: number, balance: number): string | undefined =>
  points > balance ? POINTS_MESSAGES.overBalance(balance) : undefined;

export function validateAddPoints(values: AddPointsValues): FieldErrors<AddPointsValues> {
  const errors: FieldErrors<AddPointsValues> = {};
  if (blank(values.amount)) {
    const points = pointsAmountProblem(values.points);
    if (points) errors.points = points;
  } else if (!blank(values.points === undefined || values.points === null ? '' : String(values.points)))
    errors.amount = AMOUNT_MESSAGES.pointsOrAmount;
  else if (amountCents(values.amount) === null) errors.amount = AMOUNT_MESSAGES.amount;
  const reason = reasonProblem(values.reason);
  if (reason) errors.reason = reason;
  if (values.location !== undefined && blank(values.location)) errors.location = POINTS_MESSAGES.location;
  return errors;
}

export function validateRedeemPoints(
  values: RedeemPointsValues,
  balance: number,
): FieldErrors<RedeemPointsValues> {
  const errors: FieldErrors<RedeemPointsValues> = {};
  const points = parsePoints(values.points);
  const problem =
    pointsAmountProblem(values.points) ??
    (points === null ? undefined : redeemBalanceProblem(points, balance));
  if (problem) errors.points = problem;
  // Which locations are open is the core's to judge (backend/rules/locations.ts); the form offers only those.
  if (blank(values.location)) errors.location = POINTS_MESSAGES.location;
  if (blank(values.serviceType)) errors.serviceType = POINTS_MESSAGES.serviceType;
  return errors;
}

export interface PointsDisplay {
  text: string;
  /** What takes points reads red, what gives them green. */
  tone: 'add' | 'redeem';
}

/** Kinds that give points: their points are positive and add to the balance. */
const GIVING: readonly string[] = ['add', 'opening'];

/**
 * What an entry did to the balance, signed: an add or an opening balance gives, a reversal is stored signed
 * (docs/product.md §10), any other type is a redeem and takes.
 */
export const balanceChange = (type: string, points: number): number =>
  type === 'reversal' ? points : GIVING.includes(type) ? Math.abs(points) : -Math.abs(points);

/** `+N` or `-N` as the entry moved the balance (the sign, not only the colour, tells them apart). */
export function pointsDisplay(type: string, points: number): PointsDisplay {
  const change = balanceChange(type, points);
  const size = Math.abs(change);
  return change >= 0 ? { text: `+${size}`, tone: 'add' } : { text: `-${size}`, tone: 'redeem' };
}
