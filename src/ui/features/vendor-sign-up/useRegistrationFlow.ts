import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import {
  registrationCodeStep,
  registrationMachine,
} from '../../../application/machines/registration.machine';
import { TOKENS } from '../../../application/tokens';
import type { VendorRegistrationData } from '../../../domain/entities';
import { useFlowProblems } from '../../shared/errors/useFlowProblems';
import { useService } from '../../shared/hooks/useService';
import { PATHS } from '../../shared/routes/paths';
import { EMPTY_REGISTRATION, type RegistrationFormValues } from './registration-rules';

/** Vendor sign-up (docs/product.md §4) as the page sees it: the registration machine wired to the services. */
export function useRegistrationFlow() {
  const registration = useService(TOKENS.VendorRegistration);
  const [, navigate] = useLocation();
  // What was typed, so Back and a failed request show the form as it was (terms box included).
  const [values, setValues] = useState<RegistrationFormValues>(EMPTY_REGISTRATION);

  const machine = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          register: fromPromise(({ input }) => registration.register(input)),
          codeStep: registrationCodeStep.provide({
            actors: {
              verify: fromPromise(({ input }) =>
                registration.verifyCode({
                  adminId: input.adminId,
                  attemptId: input.attemptId,
                  otp: input.otp,
                }),
              ),
              resend: fromPromise(({ input }) =>
                registration.resendCode({ adminId: input.adminId, attemptId: input.attemptId }),
              ),
            },
          }),
        },
      }),
    [registration],
  );
  const [snapshot, send, actor] = useMachine(machine);
  useFlowProblems(actor, 'vendor-sign-up');

  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) navigate(PATHS.connectCompany);
  }, [done, navigate]);

  return {
    snapshot,
    values,
    submitForm: (data: VendorRegistrationData, typed: RegistrationFormValues) => {
      setValues(typed);
      send({ type: 'SUBMIT', data });
    },
    back: () => send({ type: 'BACK' }),
  };
}
