/**
 * The block / unblock reason dialog (SPEC §4, §5): choosing a different status opens it; confirm needs a
 * reason and is disabled while pending; success emits `saved` (the caller refetches) and closes; failure
 * emits `failed` (the caller refetches too) and stays open with the reason kept; it closes without saving.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { BlockStatus } from '../../domain/entities';

export interface BlockStatusRequest {
  clientId: string;
  blockStatus: BlockStatus;
  reason: string;
}

export interface BlockDialogContext {
  clientId: string;
  status: BlockStatus;
  reason: string;
  /** The last confirm failed; the dialog stays open with the reason the admin typed. */
  failed: boolean;
}

export type BlockDialogEvent =
  | { type: 'OPEN'; clientId: string; status: BlockStatus }
  | { type: 'REASON'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' };

const initial: BlockDialogContext = { clientId: '', status: 'Active', reason: '', failed: false };

export const blockDialogMachine = setup({
  types: {
    context: {} as BlockDialogContext,
    events: {} as BlockDialogEvent,
    /**
     * Listen with actor.on(…) to refetch the list or the client after either: a failed answer may have been
     * lost after the server saved, so the screen shows the server's state either way.
     */
    emitted: {} as { type: 'saved' | 'failed'; clientId: string },
  },
  actors: {
    // Supplied by the caller with .provide(): the change-status use case over the client repository.
    changeStatus: fromPromise<unknown, BlockStatusRequest>(() =>
      Promise.reject(new Error('changeStatus not provided')),
    ),
  },
  actions: {
    saved: emit(({ context }) => ({ type: 'saved' as const, clientId: context.clientId })),
    failed: emit(({ context }) => ({ type: 'failed' as const, clientId: context.clientId })),
  },
  guards: {
    hasReason: ({ context }) => context.reason.trim() !== '',
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
        REASON: { actions: assign({ reason: ({ event }) => event.value }) },
        CONFIRM: { guard: 'hasReason', target: 'submitting' },
        CLOSE: { target: 'closed', actions: assign(() => initial) },
      },
    },
    submitting: {
      // A second confirm (double click) and closing mid-request are ignored: the change applies once.
      entry: assign({ failed: false }),
      invoke: {
        src: 'changeStatus',
        input: ({ context }) => ({
          clientId: context.clientId,
          blockStatus: context.status,
          reason: context.reason,
        }),
        onDone: { target: 'closed', actions: ['saved', assign(() => initial)] },
        onError: { target: 'open', actions: [assign({ failed: true }), 'failed'] },
      },
    },
  },
});
