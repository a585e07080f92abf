/**
 * The rules of the code step (docs/product.md §4, §5): the resend countdown and its lock, when a resend is on offer, and
 * checking a typed code before anything is sent. Plain functions, read by the code-step machine and its view.
 */
import { checkOtp } from '../../domain/otp';
import { tickDown } from './countdown';

export interface CodeClocks {
  /** Until a resend is on offer (docs/product.md §4's 60-second countdown). */
  secondsLeft: number;
  /** The 10 s after a resend during which another is refused. */
  lockLeft: number;
  /**
   * The server locked the code step after too many wrong codes (429). Resend is offered at once, but a new code
   * waits out the same lock (docs/product.md §10.7), so it stays disabled for `codeLockLeft`.
   */
  codeLocked: boolean;
  /** The seconds the server's lock has left, from its `Retry-After` (0: over, or not said). */
  codeLockLeft: number;
}

/** One second off the countdown, the resend lock and the server's lock. */
export const tickClocks = (
  clocks: CodeClocks,
): Pick<CodeClocks, 'secondsLeft' | 'lockLeft' | 'codeLockLeft'> => ({
  secondsLeft: tickDown(clocks.secondsLeft),
  lockLeft: tickDown(clocks.lockLeft),
  codeLockLeft: tickDown(clocks.codeLockLeft),
});

/** Resend appears when the countdown ends, or at once when the code was locked. */
export const resendOffered = (clocks: CodeClocks): boolean => clocks.secondsLeft === 0 || clocks.codeLocked;

/** An offered resend still waits out the 10 s lock after the previous one, and the server's lock. */
export const resendAllowed = (clocks: CodeClocks): boolean =>
  resendOffered(clocks) && clocks.lockLeft === 0 && clocks.codeLockLeft === 0;

/** The number a well-formed code is sent as ('0123' → 123); 0 when it is not well formed. */
export const otpToSend = (code: string): number => {
  const check = checkOtp(code);
  return check.ok ? check.otp : 0;
};

/** Why a code is refused before sending (the message of docs/product.md §5); '' when it is well formed. */
export const codeRefusal = (code: string): string => {
  const check = checkOtp(code);
  return check.ok ? '' : check.message;
};
