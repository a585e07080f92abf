/**
 * The one-second ticker the code step invokes, and the success countdown of the reset and sign-up flows
 * (5 s and 60 s, docs/product.md §4): a child that counts down and finishes at zero. Both stop when their state exits.
 */
import { assign, fromCallback, setup } from 'xstate';

export const TICK_MS = 1000;

/** One second less, never below zero. */
export const tickDown = (seconds: number): number => Math.max(0, seconds - 1);

export interface TickEvent {
  type: 'TICK';
}

export const ticker = fromCallback<{ type: 'NEVER' }>(({ sendBack }) => {
  const id = setInterval(() => sendBack({ type: 'TICK' } satisfies TickEvent), TICK_MS);
  return () => clearInterval(id);
});

export const successCountdown = setup({
  types: {
    context: {} as { secondsLeft: number },
    input: {} as { seconds: number },
    events: {} as TickEvent,
  },
  actors: { ticker },
  guards: { lastSecond: ({ context }) => context.secondsLeft <= 1 },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ secondsLeft: input.seconds }),
  initial: 'counting',
  states: {
    counting: {
      invoke: { src: 'ticker' },
      on: {
        TICK: [
          { guard: 'lastSecond', target: 'done', actions: assign({ secondsLeft: 0 }) },
          { actions: assign(({ context }) => ({ secondsLeft: tickDown(context.secondsLeft) })) },
        ],
      },
    },
    done: { type: 'final' },
  },
});
