/**
 * The block / unblock reason dialog, the whole flow (docs/product.md §4.6, §5.7): choosing the other status in a
 * dropdown opens it (`open`); confirming needs a reason (the domain's one rule; without one it stays open and says
 * so); `submitting` applies the change once (a second confirm is ignored; closing still works and abandons it);
 * saved → `closed`; a conflict (another tab or admin already set that status) → `closed` too, saying so, since
 * nothing is left to confirm; refused or failed → `open` again with the reason typed and why it did not save.
 * After every attempt the caller's `refetch` runs: an answer lost after the server saved must not leave the old
 * status on screen; `RELOAD` (offered after a 409: the client changed since it was read) runs it again. The
 * dialog renders this state and sends the events; it decides nothing itself.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { BlockStatus } from '../../domain/entities';
import { reasonProblem } from '../../domain/reason';
import type { ChangeAttempt } from '../change-attempt';
import {
  isConflict,
  type BlockChangeOutcome,
  type BlockStatusChange,
} from '../use-cases/change-block-status';

/** Why the last confirm did not save: the rules refused the reason, or the request failed (its error). */
export type BlockDialogProblem = { kind: 'refused'; message: string } | { kind: 'failed'; error: unknown };

export interface BlockDialogContext {
  clientId: string;
  /** The status chosen: what the dropdown shows while the dialog is open. */
  status: BlockStatus;
  reason: string;
  attempt?: ChangeAttempt;
  problem: BlockDialogProblem | null;
}

export type BlockDialogEvent =
  | { type: 'OPEN'; clientId: string; status: BlockStatus }
  | { type: 'CONFIRM'; reason: string; attempt?: ChangeAttempt }
  | { type: 'CLOSE' }
  /** After a 409 (the client changed since it was read): read the client again; the reason typed stays. */
  | { type: 'RELOAD' };

const initial: BlockDialogContext = { clientId: '', status: 'Active', reason: '', problem: null };

export const blockDialogMachine = setup({
  types: {
    context: {} as BlockDialogContext,
    events: {} as BlockDialogEvent,
  },
  actors: {
    // Supplied by the caller with .provide(): the change-status use case over the client repository.
    changeStatus: fromPromise<BlockChangeOutcome, BlockStatusChange>(() =>
      Promise.reject(new Error('changeStatus not provided')),
    ),
  },
  actions: {
    reset: assign(() => initial),
    // Supplied by the caller: read the list or the client again, so the screen shows the server's state.
    refetch: () => undefined,
    // Supplied by the caller: say the status was changed elsewhere, since the dialog closes on it.
    sayConflict: (_, _params: { clientId: string; status: BlockStatus }) => undefined,
  },
  guards: {
    hasReason: (_, params: { reason: string }) => reasonProblem(params.reason) === undefined,
    accepted: (_, params: { outcome: BlockChangeOutcome }) => params.outcome.ok,
    conflict: (_, params: { outcome: BlockChangeOutcome }) => isConflict(params.outcome),
  },
}).createMachine({
  id: 'blockDialog',
  context: initial,
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'open',
          actions: assign(({ event }) => ({ ...initial, clientId: event.clientId, status: event.status })),
        },
      },
    },
    open: {
      on: {
        CONFIRM: [
          {
            guard: { type: 'hasReason', params: ({ event }) => ({ reason: event.reason }) },
            target: 'submitting',
            actions: assign(({ event }) => ({ reason: event.reason, attempt: event.attempt, problem: null })),
          },
          {
            actions: assign(({ event }) => ({
              reason: event.reason,
              problem: { kind: 'refused', message: reasonProblem(event.reason) ?? '' } as const,
            })),
          },
        ],
        CLOSE: { target: 'closed', actions: 'reset' },
        RELOAD: { actions: 'refetch' },
      },
    },
    submitting: {
      on: {
        // Closing always works: the dialog aborts the request; what the server did is read again.
        CLOSE: { target: 'closed', actions: ['refetch', 'reset'] },
      },
      invoke: {
        src: 'changeStatus',
        input: ({ context }) => ({
          clientId: context.clientId,
          blockStatus: context.status,
          reason: context.reason,
          attempt: context.attempt,
        }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ outcome: event.output }) },
            target: 'closed',
            actions: ['refetch', 'reset'],
          },
          {
            guard: { type: 'conflict', params: ({ event }) => ({ outcome: event.output }) },
            target: 'closed',
            actions: [
              {
                type: 'sayConflict',
                params: ({ context }) => ({ clientId: context.clientId, status: context.status }),
              },
              'refetch',
              'reset',
            ],
          },
          {
            target: 'open',
            actions: [
              assign(({ event }) => ({
                problem: {
                  kind: 'refused',
                  message: 'errors' in event.output ? event.output.errors : '',
                } as const,
              })),
              'refetch',
            ],
          },
        ],
        onError: {
          target: 'open',
          actions: [
            assign(({ event }) => ({ problem: { kind: 'failed', error: event.error } as const })),
            'refetch',
          ],
        },
      },
    },
  },
});
