import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../../application/machines/login.machine';
import { rememberedEmail, saveSignIn } from '../../../application/use-cases/sign-in';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../shared/hooks/useService';
import { CodeStep } from '../../shared/code-step/CodeStep';
import { DemoHint } from '../../shared/demo/DemoHint';
import { LoginForm } from './LoginForm';

/** /auth/login: the login machine rendered; failures are the HTTP adapter's toasts, nothing of our own. */
export default function LoginPage() {
  const auth = useService(TOKENS.AdminAuth);
  const session = useService(TOKENS.SessionStore);
  const clock = useService(TOKENS.Clock);
  const notifier = useService(TOKENS.Notifier);
  const [, navigate] = useLocation();
  const [email] = useState(() => rememberedEmail({ session, clock }));

  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          requestCode: fromPromise(({ input }) => auth.requestLoginCode(input)),
          verifyCode: fromPromise(({ input }) => auth.verifyLoginCode(input)),
        },
        actions: {
          notifyError: (_, { message }) => notifier.error(message),
          storeSession: (_, signedIn) => saveSignIn({ session, clock }, signedIn),
        },
      }),
    [auth, session, clock, notifier],
  );
  const [snapshot, send] = useMachine(machine, { input: { email } });
  const signedIn = snapshot.status === 'done';

  useEffect(() => {
    if (signedIn) navigate('/app/dashboard');
  }, [signedIn, navigate]);

  const { context } = snapshot;
  if (snapshot.matches('code') || signedIn) {
    return (
      <>
        <CodeStep
          title="Enter Verification Code"
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
      <h1>Log In</h1>
      <p className="auth-lead">Sign in to the LoyalLoop admin console.</p>
      <LoginForm
        initialValues={{ email: context.email, password: context.password, rememberMe: context.rememberMe }}
        pending={snapshot.matches('submitting')}
        onSubmit={(values) => send({ type: 'SUBMIT', values })}
      />
      <DemoHint />
    </>
  );
}
