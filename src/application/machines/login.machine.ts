/**
 * Admin sign-in (SPEC §4): form → submitting → code (60 s countdown, resend at zero, locked 10 s after a resend)
 * → verifying → signed in. Requests and storage are supplied by the caller with `.provide()`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { RESEND_COUNTDOWN_SECONDS, RESEND_LOCK_SECONDS } from '../../domain/constants';
import type { SessionTokens } from '../../domain/entities';
import type { SignedIn } from '../use-cases/sign-in';
import { codeRefusal, otpToSend, resendAllowed, tickClocks } from './code-step';
import { ticker, type TickEvent } from './countdown';

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface LoginContext extends LoginValues {
  adminId: string;
  otp: number;
  secondsLeft: number;
  lockLeft: number;
}

export type LoginEvent =
  | { type: 'SUBMIT'; values: LoginValues }
  | { type: 'CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'BACK' }
  | TickEvent;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} was not provided`));

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { email: string },
  },
  actors: {
    ticker,
    requestCode: fromPromise<{ adminId: string }, { email: string; password: string }>(
      notProvided('requestCode'),
    ),
    verifyCode: fromPromise<SessionTokens, { adminId: string; otp: number; rememberMe: boolean }>(
      notProvided('verifyCode'),
    ),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => undefined,
    storeSession: (_, _params: SignedIn) => undefined,
    tick: assign(({ context }) => tickClocks(context)),
  },
  guards: {
    codeIsWellFormed: (_, params: { code: string }) => codeRefusal(params.code) === '',
    canResend: ({ context }) => resendAllowed(context),
  },
}).createMachine({
  id: 'login',
  initial: 'form',
  context: ({ input }) => ({
    email: input.email,
    password: '',
    rememberMe: input.email !== '',
    adminId: '',
    otp: 0,
    secondsLeft: RESEND_COUNTDOWN_SECONDS,
    lockLeft: 0,
  }),
  states: {
    form: {
      on: {
        SUBMIT: { target: 'submitting', actions: assign(({ event }) => ({ ...event.values })) },
      },
    },
    submitting: {
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: {
          target: 'code',
          actions: assign(({ event }) => ({
            adminId: event.output.adminId,
            secondsLeft: RESEND_COUNTDOWN_SECONDS,
            lockLeft: 0,
          })),
        },
        // The HTTP adapter has already shown the server's message; the form keeps what was typed.
        onError: { target: 'form' },
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
            BACK: { target: '#login.form' },
          },
        },
        verifying: {
          invoke: {
            src: 'verifyCode',
            input: ({ context }) => ({
              adminId: context.adminId,
              otp: context.otp,
              rememberMe: context.rememberMe,
            }),
            onDone: {
              target: '#login.signedIn',
              actions: {
                type: 'storeSession',
                params: ({ context, event }) => ({
                  tokens: event.output,
                  email: context.email,
                  rememberMe: context.rememberMe,
                }),
              },
            },
            onError: { target: 'idle' },
          },
        },
        resending: {
          invoke: {
            src: 'requestCode',
            input: ({ context }) => ({ email: context.email, password: context.password }),
            // Re-entering the code step restarts the ticker, so the new minute is a full one.
            onDone: {
              target: '#login.code',
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
    signedIn: { type: 'final' },
  },
});
