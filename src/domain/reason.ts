/**
 * A reason is required (docs/product.md §5.4, §5.7): adding points and changing a client's block status each carry
 * one, and a blank one is none. The form, the block dialog's machine, the use cases and the core all ask this.
 */
export const REASON_REQUIRED = 'Reason is required';

export const reasonProblem = (reason: string | null | undefined): string | undefined =>
  (reason ?? '').trim() === '' ? REASON_REQUIRED : undefined;
