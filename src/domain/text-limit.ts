/**
 * The longest text a field takes (notes, reasons, a broadcast): counted as the core counts it (UTF-16 units, as
 * `String.length`), refused past it with one message, and shown to the admin as they near it.
 */

/** From this share of the limit on, the console shows the live count. */
export const LIMIT_NEAR_SHARE = 0.8;

/** The core's refusal and the console's field error, in the same words. */
export const tooLongMessage = (label: string, max: number): string =>
  `${label} can be at most ${max} characters.`;

export interface LimitState {
  length: number;
  /** At or past 80 % of the limit: the count is shown. */
  near: boolean;
  /** Past the limit: refused. */
  over: boolean;
}

export function limitState(value: string, max: number): LimitState {
  const length = value.length;
  return { length, near: length >= max * LIMIT_NEAR_SHARE, over: length > max };
}
