import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { loginCodeStep, loginMachine } from '../../../application/machines/login.machine';
import { saveSignIn } from '../../../application/use-cases/sign-in';
import { TOKENS } from '../../../application/tokens';
import { useFlowProblems } from '../../shared/errors/useFlowProblems';
import { useService } from '../../shared/hooks/useService';
import { afterSignIn } from '../../shared/routes/return-path';
import { useRememberedEmail } from './useRememberedEmail';

/** The login machine wired to the services: its snapshot for the page, and the console once signed in. */
export function useLoginFlow() {
  const auth = useService(TOKENS.AdminAuth);
  const session = useService(TOKENS.SessionStore);
  const clock = useService(TOKENS.Clock);
  const email = useRememberedEmail();
  const [, navigate] = useLocation();
  const search = useSearch();
  // Fixed on arrival: leaving for it empties the query, which must not send the admin on to the dashboard.
  const [returnTo] = useState(() => afterSignIn(search));

  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          requestCode: fromPromise(({ input }) => auth.requestLoginCode(input)),
          codeStep: loginCodeStep.provide({
            actors: {
              verify: fromPromise(({ input }) =>
                auth.verifyLoginCode({
                  adminId: input.adminId,
                  attemptId: input.attemptId,
                  otp: input.otp,
                  rememberMe: input.request.rememberMe,
                }),
              ),
              resend: fromPromise(({ input }) =>
                auth.requestLoginCode({ email: input.request.email, password: input.request.password }),
              ),
            },
          }),
        },
        actions: { storeSession: (_, signedIn) => saveSignIn({ session, clock }, signedIn) },
      }),
    [auth, session, clock],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { email } });
  useFlowProblems(actor, 'sign-in');

  const signedIn = snapshot.status === 'done';
  useEffect(() => {
    // The page asked for before sign-in (a deep link, or where the session ended), else the dashboard.
    if (signedIn) navigate(returnTo);
  }, [signedIn, navigate, returnTo]);
  return { snapshot, send };
}
