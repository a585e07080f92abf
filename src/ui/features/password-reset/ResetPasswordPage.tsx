import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../application/machines/password-reset.machine';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../shared/hooks/useService';
import { useAdminProfile } from '../../session/admin-profile';
import { CodeStep } from '../../shared/code-step/CodeStep';
import { DemoHint } from '../../shared/demo/DemoHint';
import { NewPasswordStep } from './NewPasswordStep';
import { ResetEmailStep } from './ResetEmailStep';
import { ResetSuccess } from './ResetSuccess';
import './reset.css';

/** /auth/reset-password: email → code → new password → Password Changed! (the reset machine rendered). */
export default function ResetPasswordPage() {
  const auth = useService(TOKENS.AdminAuth);
  const session = useService(TOKENS.SessionStore);
  const notifier = useService(TOKENS.Notifier);
  const { profile } = useAdminProfile();
  const [, navigate] = useLocation();

  const machine = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: {
          requestCode: fromPromise(({ input }) => auth.requestResetCode(input.email)),
          verifyCode: fromPromise(({ input }) => auth.verifyResetCode(input)),
          resetPassword: fromPromise(({ input }) => auth.resetPassword(input)),
        },
        actions: {
          notifyError: (_, { message }) => notifier.error(message),
          // The old session must not outlive the password it was opened with.
          endSession: () => session.clear(),
        },
      }),
    [auth, session, notifier],
  );
  const [snapshot, send] = useMachine(machine, { input: { email: profile?.email ?? '' } });
  const done = snapshot.status === 'done';

  const profileEmail = profile?.email;
  useEffect(() => {
    if (profileEmail) send({ type: 'PREFILL', email: profileEmail });
  }, [profileEmail, send]);

  useEffect(() => {
    if (done) navigate('/auth/login');
  }, [done, navigate]);

  const { context } = snapshot;
  if (snapshot.matches('success') || done) {
    return (
      <ResetSuccess secondsLeft={context.secondsLeft} onBackToLogin={() => send({ type: 'BACK_TO_LOGIN' })} />
    );
  }
  if (snapshot.matches('password') || snapshot.matches('saving')) {
    return (
      <NewPasswordStep
        pending={snapshot.matches('saving')}
        onSubmit={(password) => send({ type: 'SUBMIT_PASSWORD', password })}
      />
    );
  }
  if (snapshot.matches('code')) {
    return (
      <>
        <CodeStep
          title="Enter Reset Code"
          description={
            <>
              We sent a 4-digit code to <strong>{context.email}</strong>.
            </>
          }
          secondsLeft={context.secondsLeft}
          canResend={context.secondsLeft === 0}
          resendLocked={context.lockLeft > 0}
          pending={!snapshot.matches({ code: 'idle' })}
          onSubmit={(code) => send({ type: 'CODE', code })}
          onResend={() => send({ type: 'RESEND' })}
          onBack={() => send({ type: 'BACK' })}
        />
        <DemoHint />
      </>
    );
  }
  return (
    <>
      <ResetEmailStep
        email={context.email}
        pending={snapshot.matches('requesting')}
        onSubmit={(email) => send({ type: 'SUBMIT_EMAIL', email })}
      />
      <DemoHint />
    </>
  );
}
