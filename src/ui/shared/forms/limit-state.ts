/** Where a text stands against its limit, counted as the core counts it (`String.length`): what the counter shows. */

/** From this share of the limit on, the console shows the live count. */
export const LIMIT_NEAR_SHARE = 0.8;

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
