/**
 * Booking points: the core decides the rule and hands the store its bounds (the balance after stays within
 * [0, MAX_BALANCE], the client not blocked) with the ledger row and the trail entry; the store checks the
 * bounds against the client's row as it stands and writes all three in one step, or nothing. A refusal is
 * worded here, from the row the store answers.
 */
import { API } from '../../contract';
import { BLOCK_STATUSES, MAX_BALANCE } from '../../domain/constants';
import { pointsBlockedProblem, pointsBookedMessage } from '../../domain/points';
import { notFound, ok, refuse } from '../answers';
import { transactionWire } from '../wire-shapes';
import { TRANSACTION_ID } from '../ids';
import type { ClientRecord } from '../records';
import type { AdminCall } from '../routing';
import type { BackendAnswer } from '../wire';
import type { ClientChange } from '../ports';
import { trailEntry, type TrailContext } from './activity';
import { changeClientOnce } from './idempotency';

export interface PointsChange {
  type: 'add' | 'redeem';
  points: number;
  reasonOrService: string;
  /** Where it happened (an open location's name); null: at the client's own location. */
  location: string | null;
  /** An add from an amount spent (docs/product.md §10.28): the amount in cents and the rule it earned by. */
  earned?: { amountCents: number; earningRule: string };
  /** A refusal of this change at the client's current balance, or undefined (422). */
  refusal: (balance: number) => string | undefined;
  /** A redemption of a catalogue reward: its id, kept on the entry (docs/product.md §10.23). */
  rewardId?: string;
}

/** An add that would pass it is refused, never wrapped or rounded. */
export const balanceLimitProblem = (points: number, balance: number): string | undefined =>
  balance + points > MAX_BALANCE
    ? `This would take the balance past ${MAX_BALANCE.toLocaleString('en-US')} points, the most a balance can hold.`
    : undefined;

/** Every balance a booking may leave: never below zero (redeem), never past the maximum (add). */
const BALANCE_BOUNDS = { min: 0, max: MAX_BALANCE } as const;
/** The statuses whose clients may book points. */
const BOOKABLE = BLOCK_STATUSES.filter((status) => pointsBlockedProblem(status) === undefined);

/**
 * The store's change for a booking: its bounds, its ledger row and its trail entry. `apiKeyId`: the key that
 * books it, kept on the entry as its own field (docs/product.md §10.26), or null when an admin does.
 */
export function bookingOf(
  context: TrailContext,
  clientId: string,
  change: PointsChange,
  apiKeyId: string | null,
): ClientChange {
  const signed = change.type === 'add' ? change.points : -change.points;
  const action = change.type === 'add' ? 'points.added' : 'points.redeemed';
  return {
    clientId,
    statuses: BOOKABLE,
    points: { delta: signed, ...BALANCE_BOUNDS },
    set: {},
    statusLog: null,
    ledger: {
      id: TRANSACTION_ID,
      transactionDate: new Date(context.now).toISOString(),
      transactionPoints: change.points,
      type: change.type,
      reasonOrService: change.reasonOrService,
      adminUserId: context.admin._id,
      adminName: context.admin.name,
      apiKeyId,
      location: change.location,
      ...(change.rewardId === undefined ? {} : { rewardId: change.rewardId }),
      ...(change.earned ?? {}),
    },
    trail: { entry: trailEntry(context, action, { clientId }), shows: 'points' },
  };
}

export async function bookPoints(
  call: AdminCall,
  clientId: string,
  change: PointsChange,
): Promise<BackendAnswer> {
  const { request, now, actor, apiKey } = call;
  const booking = bookingOf({ admin: actor, now, ip: request.ip }, clientId, change, apiKey?._id ?? null);
  const kept = await changeClientOnce(call, booking);
  if ('answer' in kept) return kept.answer;
  const { result } = kept;
  if (result.outcome === 'not-found') return notFound('Client', clientId);
  if (result.outcome === 'refused') return refuse(422, refusalOf(result.client, change));
  const contract = change.type === 'add' ? API.addPoints : API.redeemPoints;
  return ok(contract, pointsBookedMessage(change.type, change.points), {
    ...(result.transaction ? { transaction: transactionWire(result.transaction) } : {}),
  });
}

/** The store refused at these bounds: the domain's words for why. */
function refusalOf(client: Pick<ClientRecord, 'blockStatus' | 'points'>, change: PointsChange): string {
  const refusal = pointsBlockedProblem(client.blockStatus) ?? change.refusal(client.points);
  if (refusal === undefined) throw new Error('The store refused a booking the rules allow.');
  return refusal;
}
