/**
 * Admin sign-in (docs/product.md §4): form → submitting → the code step (a child: countdown, resend, lock) → signed in.
 * Requests and storage are supplied by the caller with `.provide()`; failures are emitted as problems.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { SessionTokens } from '../../domain/entities';
import type { SignedIn } from '../use-cases/sign-in';
import { createCodeStep, type CodeStepStart } from './code-step.machine';
import { notProvided, type ProblemEvent } from './flow-problem';
import { codeStepState, sendFirstCode, type FlowTypes } from './flow-steps';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface LoginContext extends LoginValues, CodeStepStart {}

export type LoginEvent = { type: 'SUBMIT'; values: LoginValues } | { type: 'BACK' };

/** Sign-in's code step: resending is the password check again, and verifying answers the session tokens. */
export const loginCodeStep = createCodeStep<LoginValues, SessionTokens>();

export const loginMachine = setup({
  types: {} as FlowTypes<LoginContext, LoginEvent, { email: string }, { codeStep: 'codeStep' }>,
  actors: {
    requestCode: fromPromise<CodeStepStart, { email: string; password: string }>(notProvided('requestCode')),
    codeStep: loginCodeStep,
  },
  actions: {
    keepCodeStep: assign((_, params: CodeStepStart) => params),
    report: emit((_, params: ProblemEvent) => params),
    storeSession: (_, _params: SignedIn) => undefined,
  },
}).createMachine({
  id: 'login',
  initial: 'form',
  context: ({ input }) => ({
    email: input.email,
    password: '',
    rememberMe: input.email !== '',
    adminId: '',
    attemptId: '',
  }),
  states: {
    form: {
      on: {
        SUBMIT: { target: 'submitting', actions: assign(({ event }) => ({ ...event.values })) },
      },
    },
    submitting: sendFirstCode(
      'requestCode',
      ({ context }: { context: LoginContext }) => ({ email: context.email, password: context.password }),
      'form',
    ),
    code: codeStepState(
      ({ context }: { context: LoginContext }) => ({
        adminId: context.adminId,
        attemptId: context.attemptId,
        request: { email: context.email, password: context.password, rememberMe: context.rememberMe },
      }),
      {
        target: 'signedIn',
        actions: {
          type: 'storeSession',
          params: ({ context, event }: { context: LoginContext; event: { output: SessionTokens } }) => ({
            tokens: event.output,
            email: context.email,
            rememberMe: context.rememberMe,
          }),
        },
      },
      'form',
    ),
    signedIn: { type: 'final' },
  },
});
