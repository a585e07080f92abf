import { beforeEach, expect, it } from 'vitest';
import { createPrng } from '../../../src/backend/seed/prng';
import type { Transaction } from '../../../src/domain/entities';
import { POINTS_MESSAGES } from '../../../src/domain/points';
import { describeEachBackend } from './support/describe-backends';
import { NO_POINTS_FILTERS, refusal } from './support/refusal';

// An active client: a blocked one neither earns nor redeems.
const CLIENT = 'LL100024';
const signed = (t: Transaction) => (t.type === 'add' ? t.transactionPoints : -t.transactionPoints);

describeEachBackend('points', (backend) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await backend.signIn());
  });
  const ledgerOf = (clientId: string) =>
    backend.transactions.list({ ...NO_POINTS_FILTERS, search: clientId });

  it('adding raises the balance and records an add transaction', async () => {
    const before = (await backend.clients.get(CLIENT)).points;
    await backend.clients.addPoints(CLIENT, { points: 75, pointsReason: 'Referral bonus', adminId });
    expect((await backend.clients.get(CLIENT)).points).toBe(before + 75);
    expect((await ledgerOf(CLIENT))[0]).toMatchObject({
      type: 'add',
      transactionPoints: 75,
      totalPoints: before + 75,
      adminUserId: adminId,
      adminName: 'Avery Morgan',
    });
  });

  it('redeeming lowers the balance and records the location and service', async () => {
    await backend.clients.addPoints(CLIENT, { points: 100, pointsReason: 'Top-up', adminId });
    const before = (await backend.clients.get(CLIENT)).points;
    await backend.clients.redeemPoints(CLIENT, {
      points: 60,
      locationName: 'Mississauga',
      serviceName: 'Car wash',
      adminId,
    });
    expect((await backend.clients.get(CLIENT)).points).toBe(before - 60);
    expect((await ledgerOf(CLIENT))[0]).toMatchObject({
      type: 'redeem',
      location: 'Mississauga',
      reasonOrService: 'Car wash',
    });
  });

  it('a redeem of one point more than the balance is refused with 422 and changes nothing', async () => {
    const [client, ledger] = [await backend.clients.get(CLIENT), await ledgerOf(CLIENT)];
    const input = { points: client.points + 1, locationName: 'Oakville', serviceName: 'Haircut', adminId };
    const error = await refusal(backend.clients.redeemPoints(CLIENT, input));
    expect(error).toMatchObject({ status: 422, message: POINTS_MESSAGES.overBalance(client.points) });
    expect([await backend.clients.get(CLIENT), await ledgerOf(CLIENT)]).toEqual([client, ledger]);
  });

  it.each([
    [
      'a redeem above the per-transaction maximum',
      400,
      { points: 1_000_001, locationName: 'Oakville', serviceName: 'Haircut' },
    ],
    ['a redeem of zero points', 400, { points: 0, locationName: 'Oakville', serviceName: 'Haircut' }],
    ['a redeem of negative points', 400, { points: -10, locationName: 'Oakville', serviceName: 'Haircut' }],
    ['a redeem without a location', 400, { points: 1, locationName: '', serviceName: 'Haircut' }],
    ['a redeem without a service', 400, { points: 1, locationName: 'Oakville', serviceName: '' }],
  ])('%s is refused and changes nothing', async (_case, status, input) => {
    const [client, ledger] = [await backend.clients.get(CLIENT), await ledgerOf(CLIENT)];
    expect((await refusal(backend.clients.redeemPoints(CLIENT, { ...input, adminId }))).status).toBe(status);
    expect([await backend.clients.get(CLIENT), await ledgerOf(CLIENT)]).toEqual([client, ledger]);
  });

  it.each([
    ['zero points', { points: 0, pointsReason: 'x' }],
    ['negative points', { points: -3, pointsReason: 'x' }],
    ['no reason', { points: 3, pointsReason: '' }],
    ['more than the per-transaction maximum', { points: 1_000_001, pointsReason: 'x' }],
    ['2^53 - 1 points', { points: Number.MAX_SAFE_INTEGER, pointsReason: 'x' }],
  ])('adding %s is refused and changes nothing', async (_case, input) => {
    const [client, ledger] = [await backend.clients.get(CLIENT), await ledgerOf(CLIENT)];
    expect((await refusal(backend.clients.addPoints(CLIENT, { ...input, adminId }))).status).toBe(400);
    expect([await backend.clients.get(CLIENT), await ledgerOf(CLIENT)]).toEqual([client, ledger]);
  });

  it("past the maximum the message is the form's own; 1,000,000 itself is accepted", async () => {
    const error = await refusal(
      backend.clients.addPoints(CLIENT, { points: 1_000_001, pointsReason: 'x', adminId }),
    );
    expect(error.message).toBe(POINTS_MESSAGES.maximum);
    const before = (await backend.clients.get(CLIENT)).points;
    await backend.clients.addPoints(CLIENT, { points: 1_000_000, pointsReason: 'Big event', adminId });
    expect((await backend.clients.get(CLIENT)).points).toBe(before + 1_000_000);
  });

  it('after a refused huge add, two adds of 1 move the balance by 2 and the ledger says so (docs/product.md §10.6)', async () => {
    const before = (await backend.clients.get(CLIENT)).points;
    await refusal(
      backend.clients.addPoints(CLIENT, { points: 9_007_199_254_740_991, pointsReason: 'x', adminId }),
    );
    await backend.clients.addPoints(CLIENT, { points: 1, pointsReason: 'one', adminId });
    await backend.clients.addPoints(CLIENT, { points: 1, pointsReason: 'two', adminId });
    expect((await backend.clients.get(CLIENT)).points).toBe(before + 2);
    const [latest, previous] = await ledgerOf(CLIENT);
    expect([previous?.totalPoints, latest?.totalPoints]).toEqual([before + 1, before + 2]);
  });

  it('ledger invariant: after any adds and redeems, balance = seed balance + the new transactions, never below zero', async () => {
    const prng = createPrng(7);
    const ids = ['LL100032', 'LL100033', 'LL100034'];
    const seed = new Map(
      await Promise.all(ids.map(async (id) => [id, (await backend.clients.get(id)).points] as const)),
    );
    const seedLedger = new Map(
      await Promise.all(ids.map(async (id) => [id, (await ledgerOf(id)).length] as const)),
    );
    // The rules predict each outcome: an add always succeeds; a redeem succeeds exactly when it fits the balance.
    const predicted = new Map(seed);
    const outcomes = { added: 0, redeemed: 0, refused: 0 };
    for (let step = 0; step < 40; step += 1) {
      const id = prng.pick(ids);
      const points = prng.int(1, 120);
      const balance = predicted.get(id) ?? 0;
      if (prng.chance(0.5)) {
        await backend.clients.addPoints(id, { points, pointsReason: `step ${step}`, adminId });
        predicted.set(id, balance + points);
        outcomes.added += 1;
      } else {
        const redeem = backend.clients.redeemPoints(id, {
          points,
          locationName: 'Oakville',
          serviceName: `step ${step}`,
          adminId,
        });
        if (points <= balance) {
          await redeem;
          predicted.set(id, balance - points);
          outcomes.redeemed += 1;
        } else {
          expect((await refusal(redeem)).status, `step ${step}: ${points} above ${balance}`).toBe(422);
          outcomes.refused += 1;
        }
      }
      const { points: shown } = await backend.clients.get(id);
      expect(shown).toBe(predicted.get(id));
      expect(shown).toBeGreaterThanOrEqual(0);
    }
    // The sequence really exercises all three paths (the seed makes it the same sequence every run).
    expect(Math.min(outcomes.added, outcomes.redeemed, outcomes.refused)).toBeGreaterThan(0);
    const newRows = ids.map(async (id) => (await ledgerOf(id)).length - (seedLedger.get(id) ?? 0));
    expect((await Promise.all(newRows)).reduce((a, b) => a + b, 0)).toBe(outcomes.added + outcomes.redeemed);
    for (const id of ids) {
      const ledger = await ledgerOf(id);
      const added = ledger.slice(0, ledger.length - (seedLedger.get(id) ?? 0));
      const { points } = await backend.clients.get(id);
      expect(points).toBe((seed.get(id) ?? 0) + added.reduce((sum, t) => sum + signed(t), 0));
      expect(points).toBe(ledger.reduce((sum, t) => sum + signed(t), 0));
      expect(ledger[0]?.totalPoints ?? 0).toBe(points);
    }
  });

  it('one point reads "1 point added/redeemed successfully."', async () => {
    await backend.clients.addPoints(CLIENT, { points: 1, pointsReason: 'One', adminId });
    const redeem = { points: 1, locationName: 'Oakville', serviceName: 'Coffee', adminId };
    await backend.clients.redeemPoints(CLIENT, redeem);
    await backend.clients.addPoints(CLIENT, { points: 2, pointsReason: 'Two', adminId });
    expect(backend.toasts.map((t) => t.message).slice(-3)).toEqual([
      '1 point added successfully.',
      '1 point redeemed successfully.',
      '2 points added successfully.',
    ]);
  });

  it('a blocked client neither earns nor redeems: 422 naming the block, nothing changes (docs/api.md, "Rules the server adds")', async () => {
    await backend.clients.addPoints(CLIENT, { points: 10, pointsReason: 'Before the block', adminId });
    await backend.clients.changeStatus(CLIENT, { blockStatus: 'Blocked', blockReason: 'Card lost' });
    const [client, ledger] = [await backend.clients.get(CLIENT), await ledgerOf(CLIENT)];
    const add = refusal(backend.clients.addPoints(CLIENT, { points: 5, pointsReason: 'x', adminId }));
    const redeem = { points: 5, locationName: 'Oakville', serviceName: 'Coffee', adminId };
    for (const error of [await add, await refusal(backend.clients.redeemPoints(CLIENT, redeem))])
      expect(error).toMatchObject({ status: 422, message: POINTS_MESSAGES.blocked });
    expect([await backend.clients.get(CLIENT), await ledgerOf(CLIENT)]).toEqual([client, ledger]);
    await backend.clients.changeStatus(CLIENT, { blockStatus: 'Active', blockReason: 'Found' });
    await backend.clients.addPoints(CLIENT, { points: 5, pointsReason: 'After the block', adminId });
    expect((await backend.clients.get(CLIENT)).points).toBe(client.points + 5);
  });
});
