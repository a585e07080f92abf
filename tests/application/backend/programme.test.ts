/**
 * The programme on every host (docs/product.md §10.28): points from an amount spent under each rounding and a
 * location's own rate, a visit bonus once per entry, typed points as they were; points that expire oldest
 * first, in part, once whatever the runs; what the programme owes; who may change it and what it refuses.
 */
import { beforeEach, expect, it } from 'vitest';
import { callTo } from '../../../src/adapters/http/contract-call';
import { API, type BodyOf } from '../../../src/contract';
import { DEMO_SECOND_ADMIN } from '../../../src/backend/seed/demo-account';
import { expiresAt } from '../../../src/domain/expiry';
import { DEFAULT_PROGRAMME, type Programme, AMOUNT_MESSAGES } from '../../../src/domain/programme';
import { PROGRAMME_MESSAGES } from '../../../src/domain/programme-settings';
import { connect, type Connection } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { NO_ACTIVITY_FILTERS, NO_CLIENT_FILTERS, NO_POINTS_FILTERS, refusal } from './support/refusal';

const DAY = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const aClient = (location: string, n = 1) => ({
  name: `Mia Programme ${n}`,
  email: `mia.programme.${n}@example.com`,
  location,
  points: 0,
  pointsReason: '',
});
const ledgerOf = async (b: Connection, clientId: string) =>
  (await b.transactions.list({ ...NO_POINTS_FILTERS, search: clientId })).filter(
    (t) => t.clientId === clientId,
  );
const todayOf = (b: Connection) => {
  const today = dayOf(b.harness.now());
  return b.overview.load({ from: today, to: today, locations: [] });
};

describeEachBackend('the programme', (b) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await b.signIn());
  });
  /** The clock moved on, and a fresh sign-in (a session lasts hours, not days). */
  async function later(ms: number) {
    b.harness.advanceClock(ms);
    ({ adminId } = await b.signIn());
  }
  const save = (change: Partial<Programme>) => b.programme.save({ ...DEFAULT_PROGRAMME, ...change });
  /** Adds from an amount spent; answers the entry booked. */
  async function spend(clientId: string, amount: number) {
    await b.clients.addPoints(clientId, { amount, pointsReason: 'Purchase', adminId });
    const [entry] = await ledgerOf(b, clientId);
    return entry;
  }

  it('starts from the defaults: a point per dollar, rounded down, no bonus, no expiry, a point worth a cent', async () => {
    await expect(b.programme.get()).resolves.toEqual(DEFAULT_PROGRAMME);
  });

  it('points from an amount: rounded down or to the nearest, at the location’s own rate, the entry keeps the amount and rule', async () => {
    const oakville = await b.clients.enrol(aClient('Oakville', 1));
    const mississauga = await b.clients.enrol(aClient('Mississauga', 2));
    await save({ pointsPerDollar: 0.5, rounding: 'down', ratesByLocation: { Oakville: 2 } });
    // $23.40 at Oakville's 2 a dollar is 46.8: down, 46; at the programme's 0.5 it is 11.7: down, 11.
    expect(await spend(oakville.userId, 23.4)).toMatchObject({
      type: 'add',
      transactionPoints: 46,
      amountCents: 2340,
      earningRule: '2 points per $1 at Oakville, rounded down',
    });
    expect(await spend(mississauga.userId, 23.4)).toMatchObject({ transactionPoints: 11, amountCents: 2340 });
    await save({ pointsPerDollar: 0.5, rounding: 'nearest', ratesByLocation: { Oakville: 2 } });
    expect(await spend(oakville.userId, 23.4)).toMatchObject({ transactionPoints: 47 });
    expect(await spend(mississauga.userId, 23.4)).toMatchObject({
      transactionPoints: 12,
      earningRule: '0.5 points per $1 at Mississauga, rounded nearest',
    });
    expect((await b.clients.get(mississauga.userId)).points).toBe(23);
  });

  it('a rate named in another case or with accents is kept under the location’s own name, and earns there (docs/product.md §10.29)', async () => {
    const oakville = await b.clients.enrol(aClient('Oakville', 1));
    await expect(save({ ratesByLocation: { ' oakVILLE ': 3 } })).resolves.toMatchObject({
      ratesByLocation: { Oakville: 3 },
    });
    await expect(b.programme.get()).resolves.toMatchObject({ ratesByLocation: { Oakville: 3 } });
    expect(await spend(oakville.userId, 10)).toMatchObject({
      transactionPoints: 30,
      earningRule: '3 points per $1 at Oakville, rounded down',
    });
  });

  it('one location given two rates (its name twice, in two cases) is refused with 400, and nothing changes', async () => {
    const payload = { ...DEFAULT_PROGRAMME, ratesByLocation: { Oakville: 5, oakville: 3 } };
    const refused = await refusal(b.api.send({ ...callTo(API.putProgramme), payload }));
    expect([refused.status, refused.serverMessage]).toEqual([400, PROGRAMME_MESSAGES.rateTwice('Oakville')]);
    await expect(b.programme.get()).resolves.toEqual(DEFAULT_PROGRAMME);
  });

  it("one entry's own call answers its amount and rule, as the ledger does, for its detail page", async () => {
    const client = await b.clients.enrol(aClient('Oakville'));
    await save({ pointsPerDollar: 1, visitBonus: 5 });
    const entry = await spend(client.userId, 23.4);
    expect(await b.transactions.get(String(entry?.transactionId))).toMatchObject({
      transactionPoints: 28,
      amountCents: 2340,
      earningRule: '1 point per $1 at Oakville, rounded down, visit bonus 5',
    });
  });

  it('a visit bonus is added once per entry, whatever the amount', async () => {
    const client = await b.clients.enrol(aClient('Oakville'));
    await save({ pointsPerDollar: 1, visitBonus: 5 });
    expect(await spend(client.userId, 10)).toMatchObject({ transactionPoints: 15 });
    expect(await spend(client.userId, 0.99)).toMatchObject({ transactionPoints: 5 });
    expect((await b.clients.get(client.userId)).points).toBe(20);
  });

  it('typed points are booked as typed, with no amount or rule, whatever the programme', async () => {
    const client = await b.clients.enrol(aClient('Oakville'));
    await save({ pointsPerDollar: 3, visitBonus: 5 });
    await b.clients.addPoints(client.userId, { points: 7, pointsReason: 'Goodwill', adminId });
    const [entry] = await ledgerOf(b, client.userId);
    expect(entry).toMatchObject({ transactionPoints: 7, totalPoints: 7 });
    expect(entry?.amountCents ?? null).toBeNull();
    expect(entry?.earningRule ?? null).toBeNull();
  });

  it('an amount that earns nothing, a bad amount, or points and an amount together are refused and book nothing', async () => {
    const client = await b.clients.enrol(aClient('Oakville'));
    await save({ pointsPerDollar: 1 });
    const cases: [BodyOf<typeof API.addPoints>, string][] = [
      [{ amount: 0.5, pointsReason: 'x', adminId }, AMOUNT_MESSAGES.noPoints],
      [{ amount: 1.234, pointsReason: 'x', adminId }, AMOUNT_MESSAGES.amount],
      [{ amount: -3, pointsReason: 'x', adminId }, AMOUNT_MESSAGES.amount],
      [{ amount: 3, points: 3, pointsReason: 'x', adminId }, AMOUNT_MESSAGES.pointsOrAmount],
    ];
    for (const [body, message] of cases) {
      const refused = await refusal(b.api.send(callTo(API.addPoints, { id: client.userId }, body)));
      expect([refused.status, refused.serverMessage]).toEqual([400, message]);
    }
    expect(await ledgerOf(b, client.userId)).toEqual([]);
  });

  it('expiry takes the oldest lots first, in part after a redemption, once however often it runs', async () => {
    await save({ expiryMonths: 1 });
    const client = await b.clients.enrol(aClient('Oakville'));
    await b.clients.addPoints(client.userId, { points: 100, pointsReason: 'First', adminId });
    const [first] = await ledgerOf(b, client.userId);
    await later(10 * DAY);
    await b.clients.addPoints(client.userId, { points: 50, pointsReason: 'Second', adminId });
    const [second] = await ledgerOf(b, client.userId);
    // The redemption takes from the oldest lot: 70 of the first 100 are left to expire.
    await b.clients.redeemPoints(client.userId, {
      points: 30,
      locationName: 'Oakville',
      serviceName: 'Coffee',
      adminId,
    });
    await expect(b.programme.nextExpiry(client.userId)).resolves.toEqual({
      points: 70,
      on: expiresAt(first?.transactionDate ?? '', 1, 'UTC').slice(0, 10),
    });
    await later(25 * DAY);
    await b.harness.runExpiry();
    await b.harness.runExpiry();
    const afterFirst = await ledgerOf(b, client.userId);
    const expiries = afterFirst.filter((t) => t.type === 'expiry');
    expect(expiries).toHaveLength(1);
    expect(expiries[0]).toMatchObject({
      transactionPoints: 70,
      totalPoints: 50,
      expires: first?.transactionId,
      adminUserId: '',
    });
    expect((await b.clients.get(client.userId)).points).toBe(50);
    await expect(b.programme.nextExpiry(client.userId)).resolves.toMatchObject({ points: 50 });
    await later(10 * DAY);
    await b.harness.runExpiry();
    const booked = (await ledgerOf(b, client.userId)).filter((t) => t.type === 'expiry');
    expect(booked.map((t) => [t.expires, t.transactionPoints])).toEqual([
      [second?.transactionId, 50],
      [first?.transactionId, 70],
    ]);
    expect((await b.clients.get(client.userId)).points).toBe(0);
    await expect(b.programme.nextExpiry(client.userId)).resolves.toBeNull();
  });

  it('a run over several clients books each its own lots and balance, and leaves a client with none due alone', async () => {
    await save({ expiryMonths: 1 });
    const [one, two, fresh] = await Promise.all(
      [1, 2, 3].map((n) => b.clients.enrol(aClient('Oakville', n + 10))),
    );
    if (!one || !two || !fresh) throw new Error('three clients were not enrolled');
    const add = (clientId: string, points: number) =>
      b.clients.addPoints(clientId, { points, pointsReason: 'Visit', adminId });
    await add(one.userId, 30);
    await add(one.userId, 20);
    await add(two.userId, 70);
    await later(40 * DAY);
    await add(two.userId, 5);
    await add(fresh.userId, 9);
    await b.harness.runExpiry();
    const expired = async (clientId: string) =>
      (await ledgerOf(b, clientId))
        .filter((t) => t.type === 'expiry')
        .map((t) => [t.transactionPoints, t.totalPoints])
        .sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0));
    // Oldest first, each entry's running total the client's own.
    expect(await expired(one.userId)).toEqual([
      [20, 0],
      [30, 20],
    ]);
    expect(await expired(two.userId)).toEqual([[70, 5]]);
    expect(await expired(fresh.userId)).toEqual([]);
    expect((await b.clients.get(one.userId)).points).toBe(0);
    expect((await b.clients.get(two.userId)).points).toBe(5);
    expect((await b.clients.get(fresh.userId)).points).toBe(9);
  });

  it('two runs at once book each expiry once', async () => {
    await save({ expiryMonths: 1 });
    const client = await b.clients.enrol(aClient('Oakville'));
    await b.clients.addPoints(client.userId, { points: 40, pointsReason: 'First', adminId });
    await later(40 * DAY);
    const runs = await Promise.all([b.harness.runExpiry(), b.harness.runExpiry(), b.harness.runExpiry()]);
    // On a server one runner holds the advisory lock; the others leave the run to it.
    if (b.harness.name.startsWith('server')) expect(runs).toContain('busy');
    const expiries = (await ledgerOf(b, client.userId)).filter((t) => t.type === 'expiry');
    expect(expiries.map((t) => t.transactionPoints)).toEqual([40]);
    expect((await b.clients.get(client.userId)).points).toBe(0);
  });

  it('expiry off books nothing, however old the points', async () => {
    const client = await b.clients.enrol(aClient('Oakville'));
    await b.clients.addPoints(client.userId, { points: 40, pointsReason: 'First', adminId });
    await later(400 * DAY);
    await b.harness.runExpiry();
    expect((await b.clients.get(client.userId)).points).toBe(40);
    await expect(b.programme.nextExpiry(client.userId)).resolves.toBeNull();
  });

  it('the Overview: the liability of the points outstanding, and the points expiring within 30 days, by hand', async () => {
    await save({ pointValueCents: 1.5 });
    const clients = await b.clients.list(NO_CLIENT_FILTERS);
    const outstanding = clients.reduce((sum, c) => sum + c.points, 0);
    const overview = await todayOf(b);
    expect(overview.pointsOutstanding).toBe(outstanding);
    expect(overview.liabilityCents).toBe(Math.round(outstanding * 1.5));
    expect(overview.expiringNext30Days).toBe(0);

    await save({ pointValueCents: 1, expiryMonths: 1 });
    const client = await b.clients.enrol(aClient('Oakville'));
    await b.clients.addPoints(client.userId, { points: 100, pointsReason: 'First', adminId });
    await later(5 * DAY);
    const withLot = (await todayOf(b)).expiringNext30Days;
    // Its one lot expires about 26 days from now: it counts; a redeem of 40 takes 40 from it.
    await b.clients.redeemPoints(client.userId, {
      points: 40,
      locationName: 'Oakville',
      serviceName: 'Meal',
      adminId,
    });
    expect((await todayOf(b)).expiringNext30Days).toBe(withLot - 40);
    expect(withLot).toBeGreaterThanOrEqual(100);
  });

  it('a Super Admin’s change is one trail entry naming what changed; a save of the same writes none', async () => {
    await save({ pointsPerDollar: 2, expiryMonths: 12 });
    await save({ pointsPerDollar: 2, expiryMonths: 12 });
    const { rows: entries } = await b.activity.list(
      { ...NO_ACTIVITY_FILTERS, action: ['programme.changed'] },
      { number: 1 },
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: 'pointsPerDollar 1, expiryMonths null',
      after: 'pointsPerDollar 2, expiryMonths 12',
    });
  });

  it('an Admin may read the programme but not change it (403), and nothing changes', async () => {
    const admin = connect(b.harness);
    await admin.signInAs(DEMO_SECOND_ADMIN);
    await expect(admin.programme.get()).resolves.toEqual(DEFAULT_PROGRAMME);
    expect((await refusal(admin.programme.save({ ...DEFAULT_PROGRAMME, pointsPerDollar: 9 }))).status).toBe(
      403,
    );
    await expect(b.programme.get()).resolves.toEqual(DEFAULT_PROGRAMME);
  });

  it('a bad programme is refused with 400 and its message, and nothing changes', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pointsPerDollar: -1 }, PROGRAMME_MESSAGES.pointsPerDollar],
      [{ pointsPerDollar: '1' }, PROGRAMME_MESSAGES.pointsPerDollar],
      [{ pointsPerDollar: 1e-300 }, PROGRAMME_MESSAGES.pointsPerDollar],
      [{ pointsPerDollar: 0.001 }, PROGRAMME_MESSAGES.pointsPerDollar],
      [{ rounding: 'up' }, PROGRAMME_MESSAGES.rounding],
      [{ visitBonus: 1.5 }, PROGRAMME_MESSAGES.visitBonus],
      [{ ratesByLocation: { Atlantis: 1 } }, PROGRAMME_MESSAGES.unknownLocation('Atlantis')],
      [{ ratesByLocation: { Oakville: -2 } }, PROGRAMME_MESSAGES.ratesByLocation],
      [{ ratesByLocation: [1] }, PROGRAMME_MESSAGES.ratesByLocation],
      [{ ratesByLocation: { Oakville: 0.125 } }, PROGRAMME_MESSAGES.ratesByLocation],
      [{ expiryMonths: 0 }, PROGRAMME_MESSAGES.expiryMonths],
      [{ expiryMonths: 2.5 }, PROGRAMME_MESSAGES.expiryMonths],
      [{ pointValueCents: -0.1 }, PROGRAMME_MESSAGES.pointValueCents],
      [{ pointValueCents: 0.005 }, PROGRAMME_MESSAGES.pointValueCents],
      [{ colour: 'red' }, 'Unexpected field: colour.'],
    ];
    for (const [body, message] of cases) {
      const payload = { ...DEFAULT_PROGRAMME, ...body };
      const refused = await refusal(b.api.send({ ...callTo(API.putProgramme), payload }));
      expect([refused.status, refused.serverMessage]).toEqual([400, message]);
    }
    await expect(b.programme.get()).resolves.toEqual(DEFAULT_PROGRAMME);
  });
});
