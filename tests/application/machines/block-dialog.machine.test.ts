import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { blockDialogMachine } from '../../../src/application/machines/block-dialog.machine';
import type { BlockStatusRequest } from '../../../src/application/machines/block-dialog.machine';
import type { BlockChangeOutcome } from '../../../src/application/use-cases/change-block-status';
import type { Outcome } from '../../../src/application/use-cases/outcome';

const accepted: Outcome<string> = { ok: true };

function start(change: (request: BlockStatusRequest) => Promise<BlockChangeOutcome>) {
  const changeStatus = vi.fn(change);
  const emitted = vi.fn();
  const actor = createActor(
    blockDialogMachine.provide({ actors: { changeStatus: fromPromise(({ input }) => changeStatus(input)) } }),
  );
  actor.on('*', emitted);
  actor.start();
  return { actor, changeStatus, emitted };
}

/** A request the test settles by hand. */
function held() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<Outcome<string>>((done) => (resolve = () => done(accepted)));
  return { promise, resolve: () => resolve() };
}

describe('block dialog', () => {
  it('opens with the chosen status and waits for a reason', () => {
    const { actor, changeStatus } = start(async () => accepted);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ clientId: 'CL-1', status: 'Blocked', reason: '' });
    actor.send({ type: 'CONFIRM', reason: '' });
    actor.send({ type: 'CONFIRM', reason: '   ' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(changeStatus).not.toHaveBeenCalled();
  });

  it('submits once, refetches (saved) and closes on success', async () => {
    const { actor, changeStatus, emitted } = start(async () => accepted);
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CONFIRM', reason: 'Abuse' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'CONFIRM', reason: 'Abuse' }); // a double click while pending is ignored
    await waitFor(actor, (s) => s.matches('closed'));
    expect(changeStatus).toHaveBeenCalledTimes(1);
    expect(changeStatus).toHaveBeenCalledWith({ clientId: 'CL-1', blockStatus: 'Blocked', reason: 'Abuse' });
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'saved', clientId: 'CL-1' });
    expect(actor.getSnapshot().context.reason).toBe('');
  });

  it('closing while pending closes at once and says so (the caller aborts the request and refetches)', async () => {
    const { actor, emitted } = start(() => new Promise(() => undefined));
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CONFIRM', reason: 'Abuse' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'abandoned', clientId: 'CL-1' });
  });

  it('closes on a conflict (another tab already set that status), saying so for a refetch', async () => {
    const { actor, emitted } = start(async () => ({ ok: false, conflict: 'Blocked' }));
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CONFIRM', reason: 'Abuse' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(emitted).toHaveBeenCalledExactlyOnceWith({
      type: 'conflict',
      clientId: 'CL-1',
      status: 'Blocked',
    });
  });

  it('passes the dialog’s attempt (its idempotency key) to the change', async () => {
    const { actor, changeStatus } = start(async () => accepted);
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CONFIRM', reason: 'Abuse', attempt: { key: 'k-1' } });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(changeStatus).toHaveBeenCalledWith(expect.objectContaining({ attempt: { key: 'k-1' } }));
  });

  it('stays open when the request fails, and says so with the error, for a refetch', async () => {
    const down = new Error('500');
    const { actor, emitted } = start(async () => Promise.reject(down));
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Active' });
    actor.send({ type: 'CONFIRM', reason: 'Appeal accepted' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context).toMatchObject({ reason: 'Appeal accepted', status: 'Active' });
    expect(emitted).toHaveBeenCalledExactlyOnceWith({ type: 'failed', clientId: 'CL-1', error: down });
  });

  it('stays open when the rules refuse the change, saying why', async () => {
    const { actor, emitted } = start(async () => ({ ok: false, errors: 'Reason is required' }));
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CONFIRM', reason: 'r' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(emitted).toHaveBeenCalledExactlyOnceWith({
      type: 'refused',
      clientId: 'CL-1',
      message: 'Reason is required',
    });
  });

  it('closes without saving and forgets the status chosen', () => {
    const { actor, changeStatus } = start(async () => accepted);
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN', clientId: 'CL-2', status: 'Active' });
    expect(actor.getSnapshot().context).toMatchObject({ clientId: 'CL-2', status: 'Active', reason: '' });
    expect(changeStatus).not.toHaveBeenCalled();
  });

  it('a later confirm after a failure is sent again', async () => {
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
    request.resolve();
    await waitFor(actor, (s) => s.matches('closed'));
    expect(changeStatus).toHaveBeenCalledTimes(2);
  });
});
