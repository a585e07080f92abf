/**
 * Password reset (docs/product.md §4): email → the code step (a child) → new password → success with a 5 s countdown
 * (a child) → done (go to login). A successful reset ends any stored session (`endSession`), so the admin
 * signs in with the new password.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { RESET_SUCCESS_REDIRECT_SECONDS } from '../../domain/constants';
import { createCodeStep, type CodeStepStart } from './code-step.machine';
import { successCountdown } from './countdown';
import { failed, notProvided, type ProblemEvent } from './flow-problem';
import { codeStepState, countdownState, sendFirstCode, type CountdownFlowTypes } from './flow-steps';

export interface ResetContext extends CodeStepStart {
  email: string;
  resetToken: string;
}

export type ResetEvent =
  | { type: 'PREFILL'; email: string }
  | { type: 'SUBMIT_EMAIL'; email: string }
  | { type: 'BACK' }
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'BACK_TO_LOGIN' };

/** The reset's code step: resending asks for a reset code again, and verifying answers the reset token. */
export const resetCodeStep = createCodeStep<{ email: string }, { resetToken: string }>();

export const passwordResetMachine = setup({
  types: {} as CountdownFlowTypes<ResetContext, ResetEvent, { email: string }>,
  actors: {
    requestCode: fromPromise<CodeStepStart, { email: string }>(notProvided('requestCode')),
    resetPassword: fromPromise<unknown, { adminId: string; resetToken: string; newPassword: string }>(
      notProvided('resetPassword'),
    ),
    codeStep: resetCodeStep,
    countdown: successCountdown,
  },
  actions: {
    keepCodeStep: assign((_, params: CodeStepStart) => params),
    keepResetToken: assign((_, params: { resetToken: string }) => ({ resetToken: params.resetToken })),
    report: emit((_, params: ProblemEvent) => params),
    endSession: () => undefined,
  },
}).createMachine({
  id: 'reset',
  initial: 'email',
  context: ({ input }) => ({ email: input.email, adminId: '', attemptId: '', resetToken: '' }),
  states: {
    email: {
      on: {
        // The profile loads after the page opens; its email fills the field only if nothing was typed yet.
        PREFILL: {
          guard: ({ context }) => context.email === '',
          actions: assign(({ event }) => ({ email: event.email })),
        },
        SUBMIT_EMAIL: { target: 'requesting', actions: assign(({ event }) => ({ email: event.email })) },
      },
    },
    requesting: sendFirstCode(
      'requestCode',
      ({ context }: { context: ResetContext }) => ({ email: context.email }),
      'email',
    ),
    code: codeStepState(
      ({ context }: { context: ResetContext }) => ({
        adminId: context.adminId,
        attemptId: context.attemptId,
        request: { email: context.email },
      }),
      {
        target: 'password',
        actions: {
          type: 'keepResetToken',
          params: ({ event }: { event: { output: { resetToken: string } } }) => event.output,
        },
      },
      'email',
    ),
    password: {
      on: { SUBMIT_PASSWORD: { target: 'saving' } },
    },
    saving: {
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }) => ({
          adminId: context.adminId,
          resetToken: context.resetToken,
          newPassword: event.type === 'SUBMIT_PASSWORD' ? event.password : '',
        }),
        onDone: { target: 'success', actions: 'endSession' },
        onError: { target: 'password', actions: { type: 'report', params: failed('save') } },
      },
    },
    success: countdownState(RESET_SUCCESS_REDIRECT_SECONDS, 'BACK_TO_LOGIN'),
    done: { type: 'final' },
  },
});
