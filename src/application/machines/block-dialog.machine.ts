/**
 * The block / unblock reason dialog (docs/product.md §4, §5): choosing a different status opens it; confirming needs a
 * reason and applies once (a second confirm and closing are ignored while pending); the outcome is emitted
 * (`saved`, `refused` by the rules, `conflict` or `failed`) and the caller refetches after any of them; on
 * success it closes; on a conflict (another tab or admin already set that status) it closes too, since there is
 * nothing left to confirm; otherwise it stays open; it closes without saving.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { BlockStatus } from '../../domain/entities';
import type { ChangeAttempt } from '../change-attempt';
import type { BlockChangeOutcome } from '../use-cases/change-block-status';

export interface BlockStatusRequest {
  clientId: string;
  blockStatus: BlockStatus;
  reason: string;
  attempt?: ChangeAttempt;
}

export interface BlockDialogContext {
  clientId: string;
  status: BlockStatus;
  reason: string;
  attempt?: ChangeAttempt;
}

export type BlockDialogEvent =
  | { type: 'OPEN'; clientId: string; status: BlockStatus }
  | { type: 'CONFIRM'; reason: string; attempt?: ChangeAttempt }
  | { type: 'CLOSE' };

/**
 * Listen with actor.on(…): the list or the client is fetched again after each, since a failed answer may have
 * been lost after the server saved, so the screen shows the server's state either way.
 */
export type BlockDialogEmitted =
  | { type: 'saved'; clientId: string }
  | { type: 'refused'; clientId: string; message: string }
  | { type: 'conflict'; clientId: string; status: BlockStatus }
  | { type: 'failed'; clientId: string; error: unknown }
  /** Closed while the request was under way (it was aborted, but may have reached the server). */
  | { type: 'abandoned'; clientId: string };

const initial: BlockDialogContext = { clientId: '', status: 'Active', reason: '' };

export const blockDialogMachine = setup({
  types: {
    context: {} as BlockDialogContext,
    events: {} as BlockDialogEvent,
    emitted: {} as BlockDialogEmitted,
  },
  actors: {
    // Supplied by the caller with .provide(): the change-status use case over the client repository.
    changeStatus: fromPromise<BlockChangeOutcome, BlockStatusRequest>(() =>
      Promise.reject(new Error('changeStatus not provided')),
    ),
  },
  guards: {
    hasReason: (_, params: { reason: string }) => params.reason.trim() !== '',
    accepted: (_, params: { outcome: BlockChangeOutcome }) => params.outcome.ok,
    conflict: (_, params: { outcome: BlockChangeOutcome }) => 'conflict' in params.outcome,
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
        CONFIRM: {
          guard: { type: 'hasReason', params: ({ event }) => ({ reason: event.reason }) },
          target: 'submitting',
          actions: assign(({ event }) => ({ reason: event.reason, attempt: event.attempt })),
        },
        CLOSE: { target: 'closed', actions: assign(() => initial) },
      },
    },
    submitting: {
      on: {
        // Closing always works: the caller aborts the request; what the server did is read again.
        CLOSE: {
          target: 'closed',
          actions: [
            emit(({ context }) => ({ type: 'abandoned' as const, clientId: context.clientId })),
            assign(() => initial),
          ],
        },
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
            actions: [
              emit(({ context }) => ({ type: 'saved' as const, clientId: context.clientId })),
              assign(() => initial),
            ],
          },
          {
            guard: { type: 'conflict', params: ({ event }) => ({ outcome: event.output }) },
            target: 'closed',
            actions: [
              emit(({ context }) => ({
                type: 'conflict' as const,
                clientId: context.clientId,
                status: context.status,
              })),
              assign(() => initial),
            ],
          },
          {
            target: 'open',
            actions: emit(({ context, event }) => ({
              type: 'refused' as const,
              clientId: context.clientId,
              message: 'errors' in event.output ? event.output.errors : '',
            })),
          },
        ],
        onError: {
          target: 'open',
          actions: emit(({ context, event }) => ({
            type: 'failed' as const,
            clientId: context.clientId,
            error: event.error,
          })),
        },
      },
    },
  },
});
