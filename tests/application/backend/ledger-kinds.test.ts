/**
 * The ledger's kinds (docs/product.md §10) on every host: an opening balance is owed, never earned nor what
 * makes a client active; a reversal is a linked counter-entry, refused below zero, to an admin who may not,
 * twice, or of a reversal, and counted on the Overview as a correction; a client's own history, paged.
 */
import { beforeEach, expect, it } from 'vitest';
import { DEMO_SECOND_ADMIN } from '../../../src/backend/seed/demo-account';
import { REVERSAL_MESSAGES } from '../../../src/domain/reversal';
import type { Connection } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { NO_POINTS_FILTERS, refusal } from './support/refusal';

const DAY = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const NEW_CLIENT = {
  name: 'Ana Lima',
  email: 'ana.lima@example.com',
  location: 'Oakville',
  pointsReason: '',
};

/** Today's Overview, every location. */
const todayOf = (b: Connection) => {
  const today = dayOf(b.harness.now());
  return b.overview.load({ from: today, to: today, locations: [] });
};
const ledgerOf = (b: Connection, clientId: string) =>
  b.transactions.list({ ...NO_POINTS_FILTERS, search: clientId });

describeEachBackend('the ledger tells the truth', (b) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await b.signIn());
  });
  /** A new client with this balance, then an add of `points` by the signed-in admin: the add's entry. */
  async function anAdd(points: number, opening = 0) {
    const client = await b.clients.enrol({ ...NEW_CLIENT, points: opening });
    await b.clients.addPoints(client.userId, { points, pointsReason: 'Visit', adminId });
    const [add] = await ledgerOf(b, client.userId);
    if (add?.type !== 'add') throw new Error('the add was not booked');
    return { client, add };
  }

  it('an opening balance is its own kind: outstanding, not earned, no client active, no top earner', async () => {
    const before = await todayOf(b);
    const client = await b.clients.enrol({ ...NEW_CLIENT, points: 900_000 });
    const [entry] = await ledgerOf(b, client.userId);
    expect(entry).toMatchObject({ type: 'opening', transactionPoints: 900_000, totalPoints: 900_000 });
    const after = await todayOf(b);
    expect(after.pointsOutstanding).toBe(before.pointsOutstanding + 900_000);
    expect([after.earned, after.redeemed, after.activeClients]).toEqual([
      before.earned,
      before.redeemed,
      before.activeClients,
    ]);
    expect(after.topClients.map((c) => c.userId)).not.toContain(client.userId);
    expect(after.points).toEqual(before.points);
  });

  it('a reversal books a linked counter-entry: the balance back, neither earned nor redeemed, one correction', async () => {
    const { client, add } = await anAdd(120, 30);
    const before = await todayOf(b);
    const { transaction, reversed } = await b.transactions.reverse(add.transactionId, 'Booked twice');
    expect(transaction).toMatchObject({
      type: 'reversal',
      clientId: client.userId,
      transactionPoints: -120,
      totalPoints: 30,
      reasonOrService: 'Booked twice',
      reverses: add.transactionId,
      adminUserId: adminId,
      location: add.location,
    });
    expect(reversed).toMatchObject({
      transactionId: add.transactionId,
      reversedBy: transaction.transactionId,
    });
    // Both entries show the link when read again, and the balance is what it was before the add.
    expect(await b.transactions.get(add.transactionId)).toMatchObject({
      reversedBy: transaction.transactionId,
    });
    expect(await b.transactions.get(transaction.transactionId)).toMatchObject({
      reverses: add.transactionId,
    });
    expect((await b.clients.get(client.userId)).points).toBe(30);
    const after = await todayOf(b);
    expect(after.corrections).toBe(before.corrections + 1);
    expect([after.earned, after.redeemed, after.activeClients]).toEqual([
      before.earned,
      before.redeemed,
      before.activeClients,
    ]);
    expect(after.pointsOutstanding).toBe(before.pointsOutstanding - 120);
  });

  it('a reversal of a redeem gives the points back', async () => {
    const client = await b.clients.enrol({ ...NEW_CLIENT, points: 100 });
    await b.clients.redeemPoints(client.userId, {
      points: 40,
      locationName: 'Oakville',
      serviceName: 'Coffee',
      adminId,
    });
    const [redeem] = await ledgerOf(b, client.userId);
    const { transaction } = await b.transactions.reverse(redeem?.transactionId ?? '', 'Wrong client');
    expect(transaction).toMatchObject({ transactionPoints: 40, totalPoints: 100 });
  });

  it('a reversal that would leave the balance below zero is refused and changes nothing', async () => {
    const { client, add } = await anAdd(50);
    await b.clients.redeemPoints(client.userId, {
      points: 30,
      locationName: 'Oakville',
      serviceName: 'Coffee',
      adminId,
    });
    const ledger = await ledgerOf(b, client.userId);
    const error = await refusal(b.transactions.reverse(add.transactionId, 'Mistake'));
    expect(error).toMatchObject({ status: 422, message: REVERSAL_MESSAGES.belowZero(20) });
    expect(await ledgerOf(b, client.userId)).toEqual(ledger);
    expect((await b.clients.get(client.userId)).points).toBe(20);
  });

  it('an entry reversed already, or a reversal itself, is refused', async () => {
    const { add } = await anAdd(10);
    const { transaction } = await b.transactions.reverse(add.transactionId, 'Mistake');
    const again = await refusal(b.transactions.reverse(add.transactionId, 'Mistake'));
    expect(again).toMatchObject({
      status: 409,
      message: REVERSAL_MESSAGES.already(transaction.transactionId),
    });
    const ofReversal = await refusal(b.transactions.reverse(transaction.transactionId, 'Undo the undo'));
    expect(ofReversal).toMatchObject({ status: 422, message: REVERSAL_MESSAGES.ofReversal });
  });

  it('a reason is required', async () => {
    const { add } = await anAdd(10);
    const error = await refusal(b.transactions.reverse(add.transactionId, '   '));
    expect(error).toMatchObject({ status: 400, message: REVERSAL_MESSAGES.reason });
  });

  it('an Admin reverses their own entry on the same day only, and never another admin’s', async () => {
    const { add: superAdmins } = await anAdd(10);
    const { adminId: own } = await b.signInAs(DEMO_SECOND_ADMIN);
    const client = await b.clients.enrol({ ...NEW_CLIENT, email: 'own@example.com', points: 0 });
    await b.clients.addPoints(client.userId, { points: 5, pointsReason: 'Visit', adminId: own });
    await b.clients.addPoints(client.userId, { points: 6, pointsReason: 'Visit', adminId: own });
    const [later, sameDay] = await ledgerOf(b, client.userId);
    const other = await refusal(b.transactions.reverse(superAdmins.transactionId, 'Mistake'));
    expect(other).toMatchObject({ status: 403, message: REVERSAL_MESSAGES.notAllowed });
    expect((await b.transactions.reverse(sameDay?.transactionId ?? '', 'Mistake')).transaction.type).toBe(
      'reversal',
    );
    b.harness.advanceClock(DAY);
    await b.signInAs(DEMO_SECOND_ADMIN);
    const nextDay = await refusal(b.transactions.reverse(later?.transactionId ?? '', 'Mistake'));
    expect(nextDay).toMatchObject({ status: 403, message: REVERSAL_MESSAGES.notAllowed });
  });

  it("the client's own history, paged: only their entries, newest first, with their total", async () => {
    const { client } = await anAdd(10, 5);
    for (const points of [1, 2, 3]) {
      await b.clients.addPoints(client.userId, { points, pointsReason: 'Visit', adminId });
    }
    const first = await b.transactions.clientPage(client.userId, { page: 1, size: 2, sort: null });
    const second = await b.transactions.clientPage(client.userId, { page: 2, size: 2, sort: null });
    const third = await b.transactions.clientPage(client.userId, { page: 3, size: 2, sort: null });
    expect(first.total).toBe(5);
    const rows = [...first.rows, ...second.rows, ...third.rows];
    expect(rows.map((t) => t.clientId)).toEqual(Array(5).fill(client.userId));
    expect(rows.map((t) => t.transactionPoints)).toEqual([3, 2, 1, 10, 5]);
    expect(rows.at(-1)?.type).toBe('opening');
  });
});
