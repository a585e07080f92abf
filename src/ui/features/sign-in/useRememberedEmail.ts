import { useEffect, useState } from 'react';
import { forgetExpiredEmail, rememberedEmail } from '../../../application/use-cases/sign-in';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../shared/hooks/useService';

/** The remembered email to prefill (read once, writing nothing while rendering); an expired one is forgotten. */
export function useRememberedEmail(): string {
  const session = useService(TOKENS.SessionStore);
  const clock = useService(TOKENS.Clock);
  const [email] = useState(() => rememberedEmail({ session, clock }));
  useEffect(() => forgetExpiredEmail({ session, clock }), [session, clock]);
  return email;
}
