/**
 * The admin session as the app watches it (docs/product.md §4): an expiry (the token's time passing or a 401) clears the
 * tokens, says `Session Expired! Please Login.` for 10 s (or, for a deactivated account, that it was deactivated)
 * and goes to login; logout says `Logged Out Successfully!`.
 * Once ended, further expiries (a burst of 401s) are ignored until the next sign-in.
 */
import { emit, setup } from 'xstate';

/** `deactivated`: the session ended because a Super Admin deactivated the account (docs/api.md, Sessions). */
export type SessionEvent =
  { type: 'EXPIRED'; deactivated?: boolean } | { type: 'LOGOUT' } | { type: 'SIGNED_IN' };

export const sessionMachine = setup({
  types: {
    context: {} as { signedIn: boolean },
    events: {} as SessionEvent,
    input: {} as { signedIn: boolean },
    // The UI decides where "go to login" leads from where it is (the sign-in screens need no move).
    emitted: {} as { type: 'goToLogin' },
  },
  actions: {
    endExpired: (_, _params: { deactivated: boolean }) => undefined,
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
        EXPIRED: {
          target: 'ended',
          actions: [
            {
              type: 'endExpired',
              params: ({ event }) => ({
                deactivated: event.type === 'EXPIRED' && event.deactivated === true,
              }),
            },
            'goToLogin',
          ],
        },
        LOGOUT: { target: 'ended', actions: ['endLoggedOut', 'goToLogin'] },
      },
    },
    ended: { on: { SIGNED_IN: { target: 'active' } } },
  },
  context: ({ input }) => ({ signedIn: input.signedIn }),
});
