import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { blockDialogMachine } from '../../../src/application/machines/block-dialog.machine';
import type {
  BlockChangeOutcome,
  BlockStatusChange,
} from '../../../src/application/use-cases/change-block-status';
import type { Outcome } from '../../../src/application/use-cases/outcome';
import { REASON_REQUIRED } from '../../../src/domain/reason';

const accepted: Outcome<string> = { ok: true };

function start(change: (request: BlockStatusChange) => Promise<BlockChangeOutcome>) {
  const changeStatus = vi.fn(change);
  const refetch = vi.fn();
  const sayConflict = vi.fn();
  const actor = createActor(
    blockDialogMachine.provide({
      actors: { changeStatus: fromPromise(({ input }) => changeStatus(input)) },
      actions: { refetch, sayConflict: (_, params) => sayConflict(params) },
    }),
  );
  actor.start();
  return { actor, changeStatus, refetch, sayConflict };
}

/** A request the test settles by hand. */
function held() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<Outcome<string>>((done) => (resolve = () => done(accepted)));
  return { promise, resolve: () => resolve() };
}

describe('block dialog', () => {
  it('opens with the chosen status and waits for a reason, saying it is required', () => {
    const { actor, changeStatus, refetch } = start(async () => accepted);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ clientId: 'CL-1', status: 'Blocked', reason: '' });
    actor.send({ type: 'CONFIRM', reason: '' });
    actor.send({ type: 'CONFIRM', reason: '   ' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'refused', message: REASON_REQUIRED });
    expect(changeStatus).not.toHaveBeenCalled();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('submits once, refetches and closes on success', async () => {
    const { actor, changeStatus, refetch } = start(async () => accepted);
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CONFIRM', reason: 'Abuse' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'CONFIRM', reason: 'Abuse' }); // a double click while pending is ignored
    await waitFor(actor, (s) => s.matches('closed'));
    expect(changeStatus).toHaveBeenCalledTimes(1);
    expect(changeStatus).toHaveBeenCalledWith({ clientId: 'CL-1', blockStatus: 'Blocked', reason: 'Abuse' });
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ reason: '', problem: null });
  });

  it('closing while pending closes at once and refetches (the dialog aborts the request)', async () => {
    const { actor, refetch } = start(() => new Promise(() => undefined));
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CONFIRM', reason: 'Abuse' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('closes on a conflict (another tab already set that status), saying so, and refetches', async () => {
    const { actor, refetch, sayConflict } = start(async () => ({ ok: false, conflict: 'Blocked' }));
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CONFIRM', reason: 'Abuse' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(sayConflict).toHaveBeenCalledExactlyOnceWith({ clientId: 'CL-1', status: 'Blocked' });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('passes the dialog’s attempt (its idempotency key) to the change', async () => {
    const { actor, changeStatus } = start(async () => accepted);
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CONFIRM', reason: 'Abuse', attempt: { key: 'k-1' } });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(changeStatus).toHaveBeenCalledWith(expect.objectContaining({ attempt: { key: 'k-1' } }));
  });

  it('stays open when the request fails, keeping the reason and the error, and refetches', async () => {
    const down = new Error('500');
    const { actor, refetch, sayConflict } = start(async () => Promise.reject(down));
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Active' });
    actor.send({ type: 'CONFIRM', reason: 'Appeal accepted' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context).toMatchObject({
      reason: 'Appeal accepted',
      status: 'Active',
      problem: { kind: 'failed', error: down },
    });
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(sayConflict).not.toHaveBeenCalled();
  });

  it('stays open when the rules refuse the change, saying why', async () => {
    const { actor, refetch } = start(async () => ({ ok: false, errors: 'Reason is required' }));
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CONFIRM', reason: 'r' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'refused', message: 'Reason is required' });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('closes without saving and forgets the status chosen', () => {
    const { actor, changeStatus, refetch } = start(async () => accepted);
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN', clientId: 'CL-2', status: 'Active' });
    expect(actor.getSnapshot().context).toMatchObject({ clientId: 'CL-2', status: 'Active', reason: '' });
    expect(changeStatus).not.toHaveBeenCalled();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('a later confirm after a failure is sent again, and a new attempt forgets the old problem', async () => {
    const request = held();
    let calls = 0;
    const { actor, changeStatus } = start(() =>
      ++calls === 1 ? Promise.reject(new Error('x')) : request.promise,
    );
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CONFIRM', reason: 'r' });
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'CONFIRM', reason: 'r' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.problem).toBeNull();
    request.resolve();
    await waitFor(actor, (s) => s.matches('closed'));
    expect(changeStatus).toHaveBeenCalledTimes(2);
  });
});
