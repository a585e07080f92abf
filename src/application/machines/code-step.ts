/**
 * The rules every code step shares (login, password reset, vendor sign-up): the resend countdown and its
 * lock, and checking a typed code before anything is sent (SPEC §4, §5). Plain functions, so each machine's
 * typed actions stay its own.
 */
import { tickDown } from '../../domain/countdown';
import { checkOtp } from '../../domain/otp';

export interface CodeClocks {
  secondsLeft: number;
  lockLeft: number;
}

/** One second off the countdown and off the resend lock. */
export const tickClocks = (clocks: CodeClocks): CodeClocks => ({
  secondsLeft: tickDown(clocks.secondsLeft),
  lockLeft: tickDown(clocks.lockLeft),
});

/** Resend appears at zero and stays locked for 10 s after a resend. */
export const resendAllowed = (clocks: CodeClocks): boolean =>
  clocks.secondsLeft === 0 && clocks.lockLeft === 0;

/** The number a well-formed code is sent as ('0123' → 123); 0 when it is not well formed. */
export const otpToSend = (code: string): number => {
  const check = checkOtp(code);
  return check.ok ? check.otp : 0;
};

/** Why a code is refused before sending (the message of SPEC §5); '' when it is well formed. */
export const codeRefusal = (code: string): string => {
  const check = checkOtp(code);
  return check.ok ? '' : check.message;
};
