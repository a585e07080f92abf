/** The two ways a countdown reads on screen (docs/product.md §4.3, §4.5): mm:ss for the code, m:ss for sign-up. */

const parts = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return { minutes: Math.floor(whole / 60), rest: String(whole % 60).padStart(2, '0') };
};

/** 60 → `01:00`, 5 → `00:05`. */
export function formatMmSs(seconds: number): string {
  const { minutes, rest } = parts(seconds);
  return `${String(minutes).padStart(2, '0')}:${rest}`;
}

/** 60 → `1:00`, 5 → `0:05`. */
export function formatMSs(seconds: number): string {
  const { minutes, rest } = parts(seconds);
  return `${minutes}:${rest}`;
}
