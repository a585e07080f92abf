/**
 * Vendor sign-up (SPEC §4): form → email code (verified with the adminId registration answered) → success with
 * a 60 s countdown → done (go to /connect-company). Nothing here touches the admin session: a vendor is no admin.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  REGISTRATION_SUCCESS_REDIRECT_SECONDS,
  RESEND_COUNTDOWN_SECONDS,
  RESEND_LOCK_SECONDS,
} from '../../domain/constants';
import type { VendorRegistrationData } from '../../domain/entities';
import { MESSAGES } from '../../domain/messages';
import { codeRefusal, otpToSend, resendAllowed, tickClocks } from './code-step';
import { ticker, type TickEvent } from './countdown';
import { serverMessage, wasNotified } from './registration-errors';

export interface RegistrationContext {
  data: VendorRegistrationData | null;
  adminId: string;
  otp: number;
  secondsLeft: number;
  lockLeft: number;
}

export type RegistrationEvent =
  | { type: 'SUBMIT'; data: VendorRegistrationData }
  | { type: 'CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'BACK' }
  | { type: 'CONTINUE' }
  | TickEvent;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} was not provided`));

export const registrationMachine = setup({
  types: { context: {} as RegistrationContext, events: {} as RegistrationEvent },
  actors: {
    ticker,
    register: fromPromise<{ adminId: string }, VendorRegistrationData>(notProvided('register')),
    resendCode: fromPromise<unknown, { adminId: string }>(notProvided('resendCode')),
    verifyCode: fromPromise<unknown, { adminId: string; otp: number }>(notProvided('verifyCode')),
  },
  actions: {
    notifyError: (_, _params: { message: string }) => undefined,
    tick: assign(({ context }) => tickClocks(context)),
  },
  guards: {
    codeIsWellFormed: (_, params: { code: string }) => codeRefusal(params.code) === '',
    canResend: ({ context }) => resendAllowed(context),
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    alreadyShown: (_, params: { error: unknown }) => wasNotified(params.error),
  },
}).createMachine({
  id: 'registration',
  initial: 'form',
  context: { data: null, adminId: '', otp: 0, secondsLeft: RESEND_COUNTDOWN_SECONDS, lockLeft: 0 },
  states: {
    form: {
      on: { SUBMIT: { target: 'registering', actions: assign(({ event }) => ({ data: event.data })) } },
    },
    registering: {
      invoke: {
        src: 'register',
        input: ({ event }) =>
          event.type === 'SUBMIT' ? event.data : { name: '', email: '', location: 'Canada' },
        onDone: {
          target: 'code',
          actions: assign(({ event }) => ({
            adminId: event.output.adminId,
            secondsLeft: RESEND_COUNTDOWN_SECONDS,
          })),
        },
        onError: [
          {
            guard: { type: 'alreadyShown', params: ({ event }) => ({ error: event.error }) },
            target: 'form',
          },
          {
            target: 'form',
            actions: {
              type: 'notifyError',
              params: ({ event }) => ({ message: serverMessage(event.error) ?? MESSAGES.genericError }),
            },
          },
        ],
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
            BACK: { target: '#registration.form' },
          },
        },
        verifying: {
          invoke: {
            src: 'verifyCode',
            input: ({ context }) => ({ adminId: context.adminId, otp: context.otp }),
            onDone: {
              target: '#registration.success',
              actions: assign({ secondsLeft: REGISTRATION_SUCCESS_REDIRECT_SECONDS }),
            },
            onError: [
              {
                guard: { type: 'alreadyShown', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
              },
              {
                target: 'idle',
                actions: {
                  type: 'notifyError',
                  params: ({ event }) => ({ message: serverMessage(event.error) ?? MESSAGES.invalidOtp }),
                },
              },
            ],
          },
        },
        resending: {
          invoke: {
            src: 'resendCode',
            input: ({ context }) => ({ adminId: context.adminId }),
            onDone: {
              target: '#registration.code',
              reenter: true,
              actions: assign({ secondsLeft: RESEND_COUNTDOWN_SECONDS, lockLeft: RESEND_LOCK_SECONDS }),
            },
            onError: {
              target: 'idle',
              actions: { type: 'notifyError', params: { message: MESSAGES.resendOtpFailed } },
            },
          },
        },
      },
    },
    success: {
      invoke: { src: 'ticker' },
      on: {
        TICK: [
          { guard: 'lastSecond', target: 'done', actions: assign({ secondsLeft: 0 }) },
          { actions: 'tick' },
        ],
        CONTINUE: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
