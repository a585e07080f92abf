import { beforeEach, expect, it } from 'vitest';
import { describeDemoOnly, describeEachBackend } from './support/describe-backends';
import { NO_BROADCAST_FILTERS, refusal } from './support/refusal';

describeEachBackend('broadcasts', (backend) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await backend.signIn());
  });

  it('a sent broadcast records the message, the acting admin, the time and 0 opened', async () => {
    await backend.broadcasts.send({ message: 'Free coffee Friday', adminId });
    const {
      rows: broadcasts,
      total,
      totalCount,
    } = await backend.broadcasts.list({
      ...NO_BROADCAST_FILTERS,
      search: 'free coffee',
    });
    expect([total, broadcasts.length]).toEqual([1, 1]);
    expect(broadcasts[0]).toMatchObject({
      description: 'Free coffee Friday',
      opened: 0,
      createdBy: 'Avery Morgan',
    });
    expect(totalCount).toBeGreaterThan(20);
    const today = new Date(backend.harness.now()).toISOString().slice(0, 10);
    expect(broadcasts[0]?.bcDateTime.slice(0, 10)).toBe(today);
  });

  it('an empty message is refused with a clear message', async () => {
    const error = await refusal(backend.broadcasts.send({ message: '', adminId }));
    expect(error).toMatchObject({ status: 400, message: 'The broadcast message cannot be empty.' });
    expect(backend.toasts.at(-1)).toEqual({
      kind: 'error',
      message: 'The broadcast message cannot be empty.',
    });
  });

  it('total counts the matches and totalCount all broadcasts, so "none match" differs from "none yet"', async () => {
    const none = await backend.broadcasts.list({ ...NO_BROADCAST_FILTERS, search: 'nothing like this' });
    expect(none.total).toBe(0);
    expect(none.totalCount).toBeGreaterThanOrEqual(20);
  });

  it('resend keeps the send time and the list order, and records when it was resent (docs/product.md §10.27)', async () => {
    const { rows: broadcasts } = await backend.broadcasts.list(NO_BROADCAST_FILTERS);
    const oldest = broadcasts.at(-1);
    if (!oldest) throw new Error('no broadcasts');
    await backend.broadcasts.resend(oldest.broadcastId, adminId);
    const again = await backend.broadcasts.get(oldest.broadcastId);
    expect(again.bcDateTime).toBe(oldest.bcDateTime);
    expect(again.resentAt).toBe(new Date(backend.harness.now()).toISOString());
    expect((await backend.broadcasts.list(NO_BROADCAST_FILTERS)).rows.at(-1)?.broadcastId).toBe(
      oldest.broadcastId,
    );
  });

  it('an unknown broadcast is a 404', async () => {
    expect((await refusal(backend.broadcasts.get('BC99999'))).status).toBe(404);
  });
});

describeDemoOnly(
  'broadcasts when none exist yet',
  (backend) => {
    it('an empty list answers total 0 and totalCount 0', async () => {
      await backend.signIn();
      expect(await backend.broadcasts.list(NO_BROADCAST_FILTERS)).toEqual({
        rows: [],
        total: 0,
        totalCount: 0,
      });
    });
  },
  { size: { broadcasts: 0 } },
);
