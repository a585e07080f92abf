/**
 * The longest text a field takes (notes, reasons, a broadcast; the limits are in constants.ts): counted as the
 * core counts it (UTF-16 units, as `String.length`) and refused past it with one message.
 */

/** The core's refusal and the console's field error, in the same words. */
export const tooLongMessage = (label: string, max: number): string =>
  `${label} can be at most ${max} characters.`;
