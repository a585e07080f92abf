import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { blockDialogMachine } from '../../../src/application/machines/block-dialog.machine';
import type { BlockStatusRequest } from '../../../src/application/machines/block-dialog.machine';

function start(change: (request: BlockStatusRequest) => Promise<unknown>) {
  const changeStatus = vi.fn(change);
  const saved = vi.fn();
  const failed = vi.fn();
  const actor = createActor(
    blockDialogMachine.provide({ actors: { changeStatus: fromPromise(({ input }) => changeStatus(input)) } }),
  );
  actor.on('saved', saved);
  actor.on('failed', failed);
  actor.start();
  return { actor, changeStatus, saved, failed };
}

/** A request the test settles by hand. */
function held() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = () => done()));
  return { promise, resolve: () => resolve() };
}

describe('block dialog', () => {
  it('opens with the chosen status and waits for a reason', () => {
    const { actor, changeStatus } = start(async () => undefined);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ clientId: 'CL-1', status: 'Blocked', reason: '' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'REASON', value: '   ' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(changeStatus).not.toHaveBeenCalled();
  });

  it('submits once, refetches (saved) and closes on success', async () => {
    const { actor, changeStatus, saved } = start(async () => undefined);
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'REASON', value: 'Abuse' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'CONFIRM' }); // a double click while pending
    actor.send({ type: 'CLOSE' }); // and closing mid-request are ignored
    await waitFor(actor, (s) => s.matches('closed'));
    expect(changeStatus).toHaveBeenCalledTimes(1);
    expect(changeStatus).toHaveBeenCalledWith({ clientId: 'CL-1', blockStatus: 'Blocked', reason: 'Abuse' });
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ type: 'saved', clientId: 'CL-1' }));
    expect(actor.getSnapshot().context.reason).toBe('');
  });

  it('stays open with the reason kept when the request fails, and says so for a refetch', async () => {
    const { actor, saved, failed } = start(async () => Promise.reject(new Error('500')));
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Active' });
    actor.send({ type: 'REASON', value: 'Appeal accepted' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context).toMatchObject({
      reason: 'Appeal accepted',
      failed: true,
      status: 'Active',
    });
    expect(saved).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ type: 'failed', clientId: 'CL-1' }));
  });

  it('closes without saving and forgets the reason', () => {
    const { actor, changeStatus } = start(async () => undefined);
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'REASON', value: 'typed' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN', clientId: 'CL-2', status: 'Blocked' });
    expect(actor.getSnapshot().context).toMatchObject({ clientId: 'CL-2', reason: '', failed: false });
    expect(changeStatus).not.toHaveBeenCalled();
  });

  it('a later confirm after a failure clears the failure while pending', async () => {
    const request = held();
    let calls = 0;
    const { actor } = start(() => (++calls === 1 ? Promise.reject(new Error('x')) : request.promise));
    actor.send({ type: 'OPEN', clientId: 'CL-1', status: 'Blocked' });
    actor.send({ type: 'REASON', value: 'r' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.failed);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.failed).toBe(false);
    request.resolve();
    await waitFor(actor, (s) => s.matches('closed'));
  });
});
