import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/describe-backends';
import { asRecords, signInOverWire, wireTo } from '../support/wire';

describeEachBackend('the ledger on the wire', (b) => {
  const call = wireTo(b.harness);
  let token: string;
  beforeEach(async () => {
    ({ token } = await signInOverWire(b.harness));
  });

  const list = async (query: Record<string, string> = {}) =>
    asRecords((await call('GET', 'admin/points-transactions', { token, query })).body.transactions);

  describe('points transactions', () => {
    it('answers at least 300 transactions, newest first, adds and redeems over both locations', async () => {
      const all = await list();
      expect(all.length).toBeGreaterThanOrEqual(300);
      const dates = all.map((t) => String(t.transactionDate));
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set(all.map((t) => t.type))).toEqual(new Set(['add', 'redeem']));
      expect(new Set(all.map((t) => t.location))).toEqual(new Set(['Mississauga', 'Oakville']));
    });

    it('filters by type, location, inclusive days and a search over id, client id, client name and reason', async () => {
      const all = await list();
      const redeems = await list({ type: 'redeem', location: 'Oakville' });
      expect(redeems).toEqual(all.filter((t) => t.type === 'redeem' && t.location === 'Oakville'));
      const sample = all[Math.floor(all.length / 2)];
      const day = String(sample?.transactionDate).slice(0, 10);
      expect((await list({ fromDate: day, toDate: day })).map((t) => t.transactionId)).toContain(
        sample?.transactionId,
      );
      for (const term of [
        sample?.transactionId,
        sample?.clientId,
        sample?.clientName,
        sample?.reasonOrService,
      ]) {
        const found = await list({ search: String(term).toUpperCase() });
        expect(found.map((t) => t.transactionId)).toContain(sample?.transactionId);
      }
      expect(
        (await call('GET', 'admin/points-transactions', { token, query: { type: 'gift' } })).status,
      ).toBe(400);
    });

    it('answers one transaction by id, and 404 for an unknown one', async () => {
      const reply = await call('GET', 'admin/points-transactions/TX0000001', { token });
      expect(reply.body).toMatchObject({ type: 'success', transaction: { transactionId: 'TX0000001' } });
      expect((await call('GET', 'admin/points-transactions/TX9999999', { token })).status).toBe(404);
    });
  });
});
