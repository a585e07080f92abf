/**
 * The admin session as the app watches it (docs/product.md §4): an expiry (the token's time passing or a 401) clears the
 * tokens, says `Session Expired! Please Login.` for 10 s and goes to login; logout says `Logged Out Successfully!`.
 * Once ended, further expiries (a burst of 401s) are ignored until the next sign-in.
 */
import { emit, setup } from 'xstate';

export type SessionEvent = { type: 'EXPIRED' } | { type: 'LOGOUT' } | { type: 'SIGNED_IN' };

export const sessionMachine = setup({
  types: {
    context: {} as { signedIn: boolean },
    events: {} as SessionEvent,
    input: {} as { signedIn: boolean },
    // The UI decides where "go to login" leads from where it is (the sign-in screens need no move).
    emitted: {} as { type: 'goToLogin' },
  },
  actions: {
    endExpired: () => undefined,
    endLoggedOut: () => undefined,
    goToLogin: emit({ type: 'goToLogin' } as const),
  },
  guards: {
    startsSignedIn: (_, params: { signedIn: boolean }) => params.signedIn,
  },
}).createMachine({
  id: 'session',
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: { type: 'startsSignedIn', params: ({ context }) => ({ signedIn: context.signedIn }) },
          target: 'active',
        },
        { target: 'ended' },
      ],
    },
    active: {
      on: {
        EXPIRED: { target: 'ended', actions: ['endExpired', 'goToLogin'] },
        LOGOUT: { target: 'ended', actions: ['endLoggedOut', 'goToLogin'] },
      },
    },
    ended: { on: { SIGNED_IN: { target: 'active' } } },
  },
  context: ({ input }) => ({ signedIn: input.signedIn }),
});
