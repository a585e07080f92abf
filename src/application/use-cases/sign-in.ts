/** What signing in keeps in the browser: the tokens and admin id, and the email when remember-me is ticked. */
import type { SessionTokens } from '../../domain/entities';
import { isRememberedEmailValid, rememberUntil } from '../../domain/session';
import type { Clock, SessionStore } from '../ports';

export interface SignInDeps {
  session: SessionStore;
  clock: Clock;
}

export interface SignedIn {
  tokens: SessionTokens;
  email: string;
  rememberMe: boolean;
}

export function saveSignIn({ session, clock }: SignInDeps, { tokens, email, rememberMe }: SignedIn): void {
  session.save(tokens);
  if (rememberMe) session.rememberEmail({ email, expiresAt: rememberUntil(clock.now()) });
  else session.forgetEmail();
}

/** The email to prefill: the remembered one while its 7 days last. Reads only, so it may run while rendering. */
export function rememberedEmail({ session, clock }: SignInDeps): string {
  const remembered = session.readRememberedEmail();
  return remembered !== null && isRememberedEmailValid(remembered, clock.now()) ? remembered.email : '';
}

/** Removes a remembered email whose 7 days have passed. */
export function forgetExpiredEmail({ session, clock }: SignInDeps): void {
  const remembered = session.readRememberedEmail();
  if (remembered !== null && !isRememberedEmailValid(remembered, clock.now())) session.forgetEmail();
}
