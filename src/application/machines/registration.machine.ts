/**
 * Vendor sign-up (docs/product.md §4): form → the email code step (a child, verified with the adminId and attemptId
 * registration answered) → success with a 60 s countdown (a child) → done (go to /connect-company). Nothing here touches
 * the admin session: a vendor is no admin.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { REGISTRATION_SUCCESS_REDIRECT_SECONDS } from '../../domain/constants';
import type { VendorRegistrationData } from '../../domain/entities';
import { createCodeStep, type CodeStepStart } from './code-step.machine';
import { successCountdown } from './countdown';
import { notProvided, type ProblemEvent } from './flow-problem';
import { codeStepState, countdownState, sendFirstCode, type CountdownFlowTypes } from './flow-steps';

export interface RegistrationContext extends CodeStepStart {
  data: VendorRegistrationData | null;
}

export type RegistrationEvent =
  { type: 'SUBMIT'; data: VendorRegistrationData } | { type: 'BACK' } | { type: 'CONTINUE' };

/** Never sent: registering always follows a SUBMIT, which keeps the data first. */
const NO_DATA: VendorRegistrationData = { name: '', email: '', location: 'Canada' };

/** Sign-up's code step: its own resend call, and a verify that answers nothing the app keeps. */
export const registrationCodeStep = createCodeStep<null, unknown>();

export const registrationMachine = setup({
  types: {} as CountdownFlowTypes<RegistrationContext, RegistrationEvent, undefined>,
  actors: {
    register: fromPromise<CodeStepStart, VendorRegistrationData>(notProvided('register')),
    codeStep: registrationCodeStep,
    countdown: successCountdown,
  },
  actions: {
    keepCodeStep: assign((_, params: CodeStepStart) => params),
    report: emit((_, params: ProblemEvent) => params),
  },
}).createMachine({
  id: 'registration',
  initial: 'form',
  context: { data: null, adminId: '', attemptId: '' },
  states: {
    form: {
      on: { SUBMIT: { target: 'registering', actions: assign(({ event }) => ({ data: event.data })) } },
    },
    registering: sendFirstCode(
      'register',
      ({ context }: { context: RegistrationContext }) => context.data ?? NO_DATA,
      'form',
    ),
    code: codeStepState(
      ({ context }: { context: RegistrationContext }) => ({
        adminId: context.adminId,
        attemptId: context.attemptId,
        request: null,
      }),
      { target: 'success' },
      'form',
    ),
    success: countdownState(REGISTRATION_SUCCESS_REDIRECT_SECONDS, 'CONTINUE'),
    done: { type: 'final' },
  },
});
