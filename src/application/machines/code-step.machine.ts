/**
 * The 4-digit code step, once for sign-in, password reset and vendor sign-up (docs/product.md §4): a 60 s countdown to
 * Resend, a resend locked for 10 s, codes checked before sending, and a Resend offered when the server locks the
 * code step after too many wrong codes, disabled until its `Retry-After` has passed (docs/product.md §10.7). Each flow invokes it as a child with its\n * own requests.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { RESEND_COUNTDOWN_SECONDS, RESEND_LOCK_SECONDS } from '../../domain/constants';
import type { CodeStepStart } from '../ports/admin-auth';
import { isLockedCode, lockedForSeconds } from '../request-error';
import { codeRefusal, otpToSend, resendAllowed, tickClocks, type CodeClocks } from './code-step';
import { ticker, type TickEvent } from './countdown';
import { notProvided, problem, type ProblemEvent } from './flow-problem';

export type { CodeStepStart };

export interface CodeStepInput<Request> extends CodeStepStart {
  /** What the flow's own requests need besides the code (sign-in resends with the email and password). */
  request: Request;
}

export interface CodeStepContext<Request, Verified> extends CodeClocks, CodeStepInput<Request> {
  otp: number;
  /** What the verify request answered, once it did. */
  verified: { value: Verified } | null;
}

export type CodeStepEvent = { type: 'CODE'; code: string } | { type: 'RESEND' } | TickEvent;

/** The code step of any flow, as its view and the pages hold it. */
export type CodeStepActor<Request, Verified> = ActorRefFrom<
  ReturnType<typeof createCodeStep<Request, Verified>>
>;

/** A code step whose verify request answers `Verified`, for a flow whose requests carry `Request`. */
export function createCodeStep<Request, Verified>() {
  return setup({
    types: {
      context: {} as CodeStepContext<Request, Verified>,
      input: {} as CodeStepInput<Request>,
      events: {} as CodeStepEvent,
      emitted: {} as ProblemEvent,
      output: {} as Verified,
      tags: {} as 'busy',
    },
    actors: {
      ticker,
      verify: fromPromise<Verified, CodeStepStart & { otp: number; request: Request }>(notProvided('verify')),
      /** Sends a new code; answers the admin id and the attempt it was sent for when the call says so. */
      resend: fromPromise<Partial<CodeStepStart> | undefined, CodeStepStart & { request: Request }>(
        notProvided('resend'),
      ),
    },
    actions: {
      tick: assign(({ context }) => tickClocks(context)),
      report: emit((_, params: ProblemEvent) => params),
    },
    guards: {
      codeIsWellFormed: (_, params: { code: string }) => codeRefusal(params.code) === '',
      canResend: ({ context }) => resendAllowed(context),
      locked: (_, params: { error: unknown }) => isLockedCode(params.error),
    },
  }).createMachine({
    id: 'codeStep',
    context: ({ input }) => ({
      ...input,
      otp: 0,
      secondsLeft: RESEND_COUNTDOWN_SECONDS,
      lockLeft: 0,
      codeLocked: false,
      codeLockLeft: 0,
      verified: null,
    }),
    initial: 'active',
    states: {
      active: {
        // Re-entered after a resend, so the ticker restarts and the new minute is a full one.
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
                    type: 'report',
                    params: ({ event }) => problem({ step: 'code-format', message: codeRefusal(event.code) }),
                  },
                },
              ],
              RESEND: { guard: 'canResend', target: 'resending' },
            },
          },
          verifying: {
            tags: 'busy',
            invoke: {
              src: 'verify',
              input: ({ context }) => ({
                adminId: context.adminId,
                attemptId: context.attemptId,
                otp: context.otp,
                request: context.request,
              }),
              onDone: {
                target: '#codeStep.verified',
                actions: assign(({ event }) => ({ verified: { value: event.output } })),
              },
              onError: {
                target: 'idle',
                actions: [
                  assign(({ context, event }) => ({
                    codeLocked: context.codeLocked || isLockedCode(event.error),
                    codeLockLeft: lockedForSeconds(event.error) || context.codeLockLeft,
                  })),
                  { type: 'report', params: ({ event }) => problem({ step: 'verify', error: event.error }) },
                ],
              },
            },
          },
          resending: {
            tags: 'busy',
            invoke: {
              src: 'resend',
              input: ({ context }) => ({
                adminId: context.adminId,
                attemptId: context.attemptId,
                request: context.request,
              }),
              onDone: {
                target: '#codeStep.active',
                reenter: true,
                actions: assign(({ context, event }) => ({
                  adminId: event.output?.adminId ?? context.adminId,
                  attemptId: event.output?.attemptId ?? context.attemptId,
                  secondsLeft: RESEND_COUNTDOWN_SECONDS,
                  lockLeft: RESEND_LOCK_SECONDS,
                  codeLocked: false,
                  codeLockLeft: 0,
                })),
              },
              onError: {
                target: 'idle',
                actions: [
                  // A resend refused as too many (the rate limit) waits as long as it was told to.
                  assign(({ context, event }) => ({
                    codeLockLeft: lockedForSeconds(event.error) || context.codeLockLeft,
                  })),
                  { type: 'report', params: ({ event }) => problem({ step: 'resend', error: event.error }) },
                ],
              },
            },
          },
        },
      },
      verified: { type: 'final' },
    },
    output: ({ context }) => {
      // Only the verify request's answer leads here, and it set `verified` on the way.
      if (!context.verified) throw new Error('The code step finished without a verified code');
      return context.verified.value;
    },
  });
}
