import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { passwordResetMachine, resetCodeStep } from '../../../application/machines/password-reset.machine';
import { TOKENS } from '../../../application/tokens';
import { useAdminProfile } from '../../session/admin-profile';
import { useFlowProblems } from '../../shared/errors/useFlowProblems';
import { useService } from '../../shared/hooks/useService';
import { PATHS } from '../../shared/routes/paths';

/** The reset machine wired to the services, prefilled from a signed-in admin's profile; login once done. */
export function useResetFlow() {
  const auth = useService(TOKENS.AdminAuth);
  const session = useService(TOKENS.SessionStore);
  const { profile } = useAdminProfile();
  const [, navigate] = useLocation();

  const machine = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: {
          requestCode: fromPromise(({ input }) => auth.requestResetCode(input.email)),
          resetPassword: fromPromise(({ input }) => auth.resetPassword(input)),
          codeStep: resetCodeStep.provide({
            actors: {
              verify: fromPromise(({ input }) =>
                auth.verifyResetCode({ adminId: input.adminId, attemptId: input.attemptId, otp: input.otp }),
              ),
              resend: fromPromise(({ input }) => auth.requestResetCode(input.request.email)),
            },
          }),
        },
        // The old session must not outlive the password it was opened with.
        actions: { endSession: () => session.clear() },
      }),
    [auth, session],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { email: profile?.email ?? '' } });
  useFlowProblems(actor, 'password-reset');

  const profileEmail = profile?.email;
  useEffect(() => {
    if (profileEmail) send({ type: 'PREFILL', email: profileEmail });
  }, [profileEmail, send]);

  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) navigate(PATHS.login);
  }, [done, navigate]);
  return { snapshot, send };
}
