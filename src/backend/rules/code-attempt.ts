/**
 * The code step is bound to the request that issued its code (docs/security.md, "Codes and sign-in"): that
 * answer carries an `attemptId` beside the public `adminId`, and a code sent without a valid one is refused
 * before it is judged or counted. An attemptId is its expiry and a keyed hash of (step, id, expiry): only the
 * server can make one, it names one id and one step, and it ends with the code it came with. It needs no row,
 * so the step of an id that names no account (a reset of an unknown email) checks it exactly alike.
 */
import type { Generator } from '../ports';

/** The words of a code step's attemptId (src/contract: ATTEMPT_ID), alike in every call that takes it. */
export const ATTEMPT_ID_WORDS = { label: 'attemptId' };

/** The code steps: a sign-in, a reset and a vendor's sign-up each make their own attempts. */
export type CodeStep = 'login' | 'reset' | 'register';

const hashOf = (generate: Generator, step: CodeStep, id: string, expiresAt: number): string =>
  generate.opaqueId(`attempt:${step}:${id}:${expiresAt}`);

export const attemptIdOf = (generate: Generator, step: CodeStep, id: string, expiresAt: number): string =>
  `${expiresAt.toString(36)}.${hashOf(generate, step, id, expiresAt)}`;

export type AttemptCheck = 'bound' | 'unknown' | 'expired';

/** 'unknown': not made by this server for this step and id; 'expired': made, but its code's time is over. */
export function checkAttempt(
  generate: Generator,
  step: CodeStep,
  id: string,
  attemptId: string,
  now: number,
): AttemptCheck {
  const [time = '', hash = '', ...rest] = attemptId.split('.');
  const expiresAt = /^[0-9a-z]{1,12}$/.test(time) ? parseInt(time, 36) : Number.NaN;
  if (rest.length > 0 || !Number.isSafeInteger(expiresAt) || hash !== hashOf(generate, step, id, expiresAt))
    return 'unknown';
  return expiresAt <= now ? 'expired' : 'bound';
}
