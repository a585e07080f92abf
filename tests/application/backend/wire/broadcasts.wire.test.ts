import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/describe-backends';
import { asRecords, signInOverWire, wireTo } from '../support/wire';

describeEachBackend('broadcasts on the wire', (b) => {
  const call = wireTo(b.harness);
  let token: string;
  let adminId: string;
  beforeEach(async () => {
    ({ token, adminId } = await signInOverWire(b.harness));
  });

  const page = async (query: Record<string, string> = {}) =>
    (await call('GET', 'admin/broadcasts', { token, query })).body;

  describe('broadcasts', () => {
    it('lists broadcasts with total (matching) and totalCount (all)', async () => {
      const all = await page();
      expect(asRecords(all.broadcasts).length).toBeGreaterThanOrEqual(20);
      expect(all.total).toBe(all.totalCount);
      const none = await page({ search: 'no such words' });
      expect(none).toMatchObject({ broadcasts: [], total: 0, totalCount: all.totalCount });
      const first = asRecords(all.broadcasts)[0];
      const day = String(first?.bcDateTime).slice(0, 10);
      const sameDay = await page({
        fromDate: day,
        toDate: day,
        search: String(first?.broadcastId).toLowerCase(),
      });
      expect(sameDay).toMatchObject({ total: 1, broadcasts: [first] });
    });

    it('records message, acting admin, time and 0 opened; it is found by id and description', async () => {
      const before = b.harness.now();
      const sent = await call('POST', 'admin/broadcast', {
        token,
        body: { message: 'Patio night Friday', adminId },
      });
      expect(sent.body).toMatchObject({
        type: 'success',
        broadcast: { description: 'Patio night Friday', opened: 0, createdBy: 'Avery Morgan' },
      });
      const broadcast = sent.body.broadcast as Record<string, unknown>;
      expect(Date.parse(String(broadcast.bcDateTime))).toBeGreaterThanOrEqual(before - 1000);
      expect(asRecords((await page({ search: 'patio night' })).broadcasts)[0]).toEqual(broadcast);
      const one = await call('GET', `admin/broadcast/${String(broadcast.broadcastId)}`, { token });
      expect(one.body.broadcast).toEqual(broadcast);
    });

    it('refuses an empty message with a clear message, and adds nothing', async () => {
      const before = await page();
      const reply = await call('POST', 'admin/broadcast', { token, body: { message: '   ', adminId } });
      expect(reply).toEqual({
        status: 400,
        body: { type: 'error', message: 'The broadcast message cannot be empty.' },
      });
      expect((await page()).totalCount).toBe(before.totalCount);
    });

    it('resend keeps the first send time and place, and records the resend', async () => {
      const all = asRecords((await page()).broadcasts);
      const oldest = all[all.length - 1];
      const reply = await call('POST', `admin/broadcast/resend/${String(oldest?.broadcastId)}`, {
        token,
        body: { adminId },
      });
      expect(reply.status).toBe(200);
      // docs/product.md §10.27: the first send's time stays, the resend is recorded beside it.
      const after = asRecords((await page()).broadcasts).at(-1);
      expect(after?.broadcastId).toBe(oldest?.broadcastId);
      expect(after?.bcDateTime).toBe(oldest?.bcDateTime);
      expect(after?.resends).toBe(1);
      expect(typeof after?.resentAt).toBe('string');
      expect(
        (await call('POST', 'admin/broadcast/resend/BC99999', { token, body: { adminId } })).status,
      ).toBe(404);
    });
  });
});
