import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { registrationMachine } from '../../../application/machines/registration.machine';
import { TOKENS } from '../../../application/tokens';
import type { VendorRegistrationData } from '../../../domain/entities';
import { useService } from '../../shared/hooks/useService';
import { EMPTY_REGISTRATION, type RegistrationFormValues } from './registration-rules';

type Step = 'form' | 'code' | 'success';

/** Vendor sign-up (SPEC §4) as the page sees it: the registration machine wired to the services. */
export function useRegistrationFlow() {
  const registration = useService(TOKENS.VendorRegistration);
  const notifier = useService(TOKENS.Notifier);
  const [, navigate] = useLocation();
  // What was typed, so Back and a failed request show the form as it was (terms box included).
  const [values, setValues] = useState<RegistrationFormValues>(EMPTY_REGISTRATION);

  const machine = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          register: fromPromise(({ input }) => registration.register(input)),
          resendCode: fromPromise(({ input }) => registration.resendCode(input.adminId)),
          verifyCode: fromPromise(({ input }) => registration.verifyCode(input)),
        },
        actions: { notifyError: (_, { message }) => notifier.error(message) },
      }),
    [registration, notifier],
  );
  const [snapshot, send] = useMachine(machine);

  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) navigate('/connect-company');
  }, [done, navigate]);

  const step: Step = snapshot.matches('code')
    ? 'code'
    : snapshot.matches('success') || done
      ? 'success'
      : 'form';
  const { secondsLeft, lockLeft } = snapshot.context;
  return {
    step,
    values,
    pending:
      snapshot.matches('registering') ||
      snapshot.matches({ code: 'verifying' }) ||
      snapshot.matches({ code: 'resending' }),
    secondsLeft,
    canResend: secondsLeft === 0,
    resendLocked: lockLeft > 0,
    submitForm: (data: VendorRegistrationData, typed: RegistrationFormValues) => {
      setValues(typed);
      send({ type: 'SUBMIT', data });
    },
    submitCode: (code: string) => send({ type: 'CODE', code }),
    resend: () => send({ type: 'RESEND' }),
    back: () => send({ type: 'BACK' }),
  };
}
