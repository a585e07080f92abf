/**
 * Password reset (SPEC §4): email → code → new password → success with a 5 s countdown → done (go to login).
 * A successful reset ends any stored session (`endSession`), so the admin signs in with the new password.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  RESEND_COUNTDOWN_SECONDS,
  RESEND_LOCK_SECONDS,
  RESET_SUCCESS_REDIRECT_SECONDS,
} from '../../domain/constants';
import { codeRefusal, otpToSend, resendAllowed, tickClocks } from './code-step';
import { ticker, type TickEvent } from './countdown';

export interface ResetContext {
  email: string;
  adminId: string;
  otp: number;
  resetToken: string;
  secondsLeft: number;
  lockLeft: number;
}

export type ResetEvent =
  | { type: 'PREFILL'; email: string }
  | { type: 'SUBMIT_EMAIL'; email: string }
  | { type: 'CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'BACK' }
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'BACK_TO_LOGIN' }
  | TickEvent;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} was not provided`));

export const passwordResetMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
    input: {} as { email: string },
  },
  actors: {
    ticker,
    requestCode: fromPromise<{ adminId: string }, { email: string }>(notProvided('requestCode')),
    verifyCode: fromPromise<{ resetToken: string }, { adminId: string; otp: number }>(
      notProvided('verifyCode'),
    ),
    resetPassword: fromPromise<unknown, { adminId: string; resetToken: string; newPassword: string }>(
      notProvided('resetPassword'),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => undefined,
    endSession: () => undefined,
    tick: assign(({ context }) => tickClocks(context)),
  },
  guards: {
    codeIsWellFormed: (_, params: { code: string }) => codeRefusal(params.code) === '',
    canResend: ({ context }) => resendAllowed(context),
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: 'reset',
  initial: 'email',
  context: ({ input }) => ({
    email: input.email,
    adminId: '',
    otp: 0,
    resetToken: '',
    secondsLeft: RESEND_COUNTDOWN_SECONDS,
    lockLeft: 0,
  }),
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
    requesting: {
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'code',
          actions: assign(({ event }) => ({
            adminId: event.output.adminId,
            secondsLeft: RESEND_COUNTDOWN_SECONDS,
            lockLeft: 0,
          })),
        },
        onError: { target: 'email' },
      },
    },
    code: {
      invoke: { src: 'ticker' },
      on: { TICK: { actions: 'tick' } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            CODE: [
              {
                guard: { type: 'codeIsWellFormed', params: ({ event }) => ({ code: event.code }) },
                target: 'verifying',
                actions: assign(({ event }) => ({ otp: otpToSend(event.code) })),
              },
              {
                actions: {
                  type: 'notifyError',
                  params: ({ event }) => ({ message: codeRefusal(event.code) }),
                },
              },
            ],
            RESEND: { guard: 'canResend', target: 'resending' },
            BACK: { target: '#reset.email' },
          },
        },
        verifying: {
          invoke: {
            src: 'verifyCode',
            input: ({ context }) => ({ adminId: context.adminId, otp: context.otp }),
            onDone: {
              target: '#reset.password',
              actions: assign(({ event }) => ({ resetToken: event.output.resetToken })),
            },
            onError: { target: 'idle' },
          },
        },
        resending: {
          invoke: {
            src: 'requestCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: {
              target: '#reset.code',
              reenter: true,
              actions: assign(({ event }) => ({
                adminId: event.output.adminId,
                secondsLeft: RESEND_COUNTDOWN_SECONDS,
                lockLeft: RESEND_LOCK_SECONDS,
              })),
            },
            onError: { target: 'idle' },
          },
        },
      },
    },
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
        onDone: {
          target: 'success',
          actions: ['endSession', assign({ secondsLeft: RESET_SUCCESS_REDIRECT_SECONDS })],
        },
        onError: { target: 'password' },
      },
    },
    success: {
      invoke: { src: 'ticker' },
      on: {
        TICK: [
          { guard: 'lastSecond', target: 'done', actions: assign({ secondsLeft: 0 }) },
          { actions: 'tick' },
        ],
        BACK_TO_LOGIN: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
