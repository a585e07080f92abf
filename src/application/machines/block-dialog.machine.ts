/**
 * The block / unblock reason dialog (SPEC §4, §5): choosing a different status opens it; confirming needs a
 * reason and applies once (a second confirm and closing are ignored while pending); the outcome is emitted
 * (`saved`, `refused` by the rules, or `failed`) and the caller refetches after any of them; on success it
 * closes, otherwise it stays open; it closes without saving.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { BlockStatus } from '../../domain/entities';
import type { Outcome } from '../use-cases/outcome';

export interface BlockStatusRequest {
  clientId: string;
  blockStatus: BlockStatus;
  reason: string;
}

export interface BlockDialogContext {
  clientId: string;
  status: BlockStatus;
  reason: string;
}

export type BlockDialogEvent =
  | { type: 'OPEN'; clientId: string; status: BlockStatus }
  | { type: 'CONFIRM'; reason: string }
  | { type: 'CLOSE' };

/**
 * Listen with actor.on(…): the list or the client is fetched again after each, since a failed answer may have
 * been lost after the server saved, so the screen shows the server's state either way.
 */
export type BlockDialogEmitted =
  | { type: 'saved'; clientId: string }
  | { type: 'refused'; clientId: string; message: string }
  | { type: 'failed'; clientId: string; error: unknown };

const initial: BlockDialogContext = { clientId: '', status: 'Active', reason: '' };

export const blockDialogMachine = setup({
  types: {
    context: {} as BlockDialogContext,
    events: {} as BlockDialogEvent,
    emitted: {} as BlockDialogEmitted,
  },
  actors: {
    // Supplied by the caller with .provide(): the change-status use case over the client repository.
    changeStatus: fromPromise<Outcome<string>, BlockStatusRequest>(() =>
      Promise.reject(new Error('changeStatus not provided')),
    ),
  },
  guards: {
    hasReason: (_, params: { reason: string }) => params.reason.trim() !== '',
    accepted: (_, params: { outcome: Outcome<string> }) => params.outcome.ok,
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
          actions: assign(({ event }) => ({ reason: event.reason })),
        },
        CLOSE: { target: 'closed', actions: assign(() => initial) },
      },
    },
    submitting: {
      invoke: {
        src: 'changeStatus',
        input: ({ context }) => ({
          clientId: context.clientId,
          blockStatus: context.status,
          reason: context.reason,
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
            target: 'open',
            actions: emit(({ context, event }) => ({
              type: 'refused' as const,
              clientId: context.clientId,
              message: event.output.ok ? '' : event.output.errors,
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
