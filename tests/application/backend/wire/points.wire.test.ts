import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/describe-backends';
import { asRecords, signInOverWire, wireTo } from '../support/wire';

describeEachBackend('points on the wire', (b) => {
  const call = wireTo(b.harness);
  let token: string;
  let adminId: string;
  beforeEach(async () => {
    ({ token, adminId } = await signInOverWire(b.harness));
  });

  const CLIENT = 'LL100003';
  const balance = async () =>
    Number((await call('GET', `admin/view-client/${CLIENT}`, { token })).body.points);
  const ledgerSize = async () =>
    asRecords((await call('GET', 'admin/points-transactions', { token })).body.transactions).length;
  const add = (body: Record<string, unknown>) =>
    call('POST', `admin/view-client/addpoints/${CLIENT}`, { token, body: { adminId, ...body } });
  const redeem = (body: Record<string, unknown>) =>
    call('PUT', `admin/view-client/redeempoints/${CLIENT}`, { token, body: { adminId, ...body } });

  describe('points', () => {
    it('adding raises the balance and records an add transaction by the acting admin', async () => {
      const before = await balance();
      const reply = await add({ points: 120, pointsReason: 'Birthday bonus' });
      expect(reply.body).toMatchObject({ type: 'success', message: expect.any(String) });
      expect(await balance()).toBe(before + 120);
      const [latest] = asRecords(
        (await call('GET', 'admin/points-transactions', { token, query: { search: CLIENT } })).body
          .transactions,
      );
      expect(latest).toMatchObject({
        clientId: CLIENT,
        type: 'add',
        transactionPoints: 120,
        totalPoints: before + 120,
        reasonOrService: 'Birthday bonus',
        adminUserId: adminId,
      });
    });

    it('redeeming lowers the balance and records the location and service', async () => {
      await add({ points: 200, pointsReason: 'Top-up' });
      const before = await balance();
      expect((await redeem({ points: 150, locationName: 'Oakville', serviceName: 'Haircut' })).status).toBe(
        200,
      );
      expect(await balance()).toBe(before - 150);
      const [latest] = asRecords(
        (await call('GET', 'admin/points-transactions', { token, query: { search: CLIENT } })).body
          .transactions,
      );
      expect(latest).toMatchObject({
        type: 'redeem',
        transactionPoints: 150,
        totalPoints: before - 150,
        location: 'Oakville',
        reasonOrService: 'Haircut',
      });
    });

    it.each([
      [
        'more than the per-transaction maximum',
        { points: 1_000_001, locationName: 'Oakville', serviceName: 'Haircut' },
        400,
      ],
      ['zero points', { points: 0, locationName: 'Oakville', serviceName: 'Haircut' }, 400],
      ['negative points', { points: -5, locationName: 'Oakville', serviceName: 'Haircut' }, 400],
      ['fractional points', { points: 1.5, locationName: 'Oakville', serviceName: 'Haircut' }, 400],
      ['no location', { points: 1, serviceName: 'Haircut' }, 400],
      ['an unknown location', { points: 1, locationName: 'Toronto', serviceName: 'Haircut' }, 400],
      ['no service', { points: 1, locationName: 'Oakville', serviceName: '' }, 400],
    ])('a redeem of %s is refused and changes nothing', async (_case, body, status) => {
      const [before, size] = [await balance(), await ledgerSize()];
      const reply = await redeem(body);
      expect(reply.status).toBe(status);
      expect(reply.body.type).toBe('error');
      expect([await balance(), await ledgerSize()]).toEqual([before, size]);
    });

    it.each([
      ['zero points', { points: 0, pointsReason: 'x' }],
      ['negative points', { points: -1, pointsReason: 'x' }],
      ['points as text', { points: '10', pointsReason: 'x' }],
      ['no reason', { points: 10, pointsReason: ' ' }],
    ])('an add of %s is refused with 400 and changes nothing', async (_case, body) => {
      const [before, size] = [await balance(), await ledgerSize()];
      expect((await add(body)).status).toBe(400);
      expect([await balance(), await ledgerSize()]).toEqual([before, size]);
    });

    it('refuses acting as another admin (403) and an unknown client (404)', async () => {
      expect((await add({ points: 5, pointsReason: 'x', adminId: '64f1c0ffee0000000000a002' })).status).toBe(
        403,
      );
      const unknown = await call('POST', 'admin/view-client/addpoints/LL999999', {
        token,
        body: { points: 5, pointsReason: 'x', adminId },
      });
      expect(unknown.status).toBe(404);
    });
  });
});
