/** The rewards catalogue and redeeming a reward (docs/product.md §10.23), on every backend. */
import { DIRECTION_OVERRIDE_REFUSED } from '../../../src/domain/invisible';
import { beforeEach, expect, it } from 'vitest';
import { NotShownAnswer } from '../../../src/adapters/http/answers.schema';
import { DEMO_SECOND_ADMIN } from '../../../src/backend/seed/demo-account';
import type { ActivityAction } from '../../../src/domain/activity';
import { POINTS_MESSAGES } from '../../../src/domain/points';
import { createHttpLocations } from '../../../src/adapters/http/locations.http';
import { LOCATION_MESSAGES } from '../../../src/domain/location-names';
import { REWARD_MESSAGES } from '../../../src/domain/rewards';
import { connect } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { NO_ACTIVITY_FILTERS, NO_POINTS_FILTERS, refusal } from './support/refusal';

// An active client: a blocked one neither earns nor redeems.
const CLIENT = 'LL100024';
const COFFEE = { name: 'Free coffee', points: 100, locations: [] };
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

describeEachBackend('the rewards catalogue', (b) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await b.signIn());
  });
  const ledgerOf = (clientId: string) => b.transactions.list({ ...NO_POINTS_FILTERS, search: clientId });
  /** The client's balance set to exactly `points` (a redeem or an add of the difference). */
  async function balanceOf(points: number): Promise<void> {
    const now = (await b.clients.get(CLIENT)).points;
    if (now > points)
      await b.clients.redeemPoints(CLIENT, {
        points: now - points,
        locationName: 'Oakville',
        serviceName: 'Setting up',
        adminId,
      });
    if (now < points)
      await b.clients.addPoints(CLIENT, { points: points - now, pointsReason: 'Setting up', adminId });
  }
  const trail = async (...action: ActivityAction[]) =>
    (await b.activity.list({ ...NO_ACTIVITY_FILTERS, action }, { number: 1, size: 20 })).rows;

  it('a Super Admin adds, changes and archives a reward; each change is in the trail', async () => {
    const coffee = await b.rewards.create({ ...COFFEE, locations: ['Oakville', 'Oakville'] });
    expect(coffee).toEqual({
      id: expect.any(String),
      name: 'Free coffee',
      points: 100,
      locations: ['Oakville'],
      active: true,
    });
    expect(await b.rewards.list({ archived: false })).toEqual([coffee]);
    const changed = await b.rewards.change(coffee.id, { name: 'Free latte', points: 150, locations: [] });
    expect(changed).toEqual({ ...coffee, name: 'Free latte', points: 150, locations: [] });
    const archived = await b.rewards.archive(coffee.id);
    expect(archived).toEqual({ ...changed, active: false });
    expect(await b.rewards.list({ archived: false })).toEqual([]);
    expect(await b.rewards.list({ archived: true })).toEqual([archived]);
    const entries = await trail('reward.created', 'reward.changed', 'reward.archived');
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'reward.archived',
        'Free latte — 150 points, every location',
        'Free latte — 150 points, every location (archived)',
      ],
      ['reward.changed', 'Free coffee — 100 points, Oakville', 'Free latte — 150 points, every location'],
      ['reward.created', null, 'Free coffee — 100 points, Oakville'],
    ]);
  });

  it('the list answers the active rewards cheapest first, the archived ones after them when asked', async () => {
    const cake = await b.rewards.create({ name: 'Cake', points: 300, locations: [] });
    const tea = await b.rewards.create({ name: 'Tea', points: 50, locations: [] });
    const mug = await b.rewards.create({ name: 'Mug', points: 50, locations: [] });
    const gone = await b.rewards.archive((await b.rewards.create({ ...COFFEE, points: 10 })).id);
    expect((await b.rewards.list({ archived: false })).map((r) => r.name)).toEqual(['Mug', 'Tea', 'Cake']);
    expect(await b.rewards.list({ archived: true })).toEqual([mug, tea, cake, gone]);
    const odd = b.api.send({
      method: 'GET',
      path: 'admin/rewards',
      payload: { archived: 'yes' },
      answer: NotShownAnswer,
    });
    expect(await refusal(odd)).toMatchObject({ status: 400, message: 'archived must be true or false.' });
  });

  it.each([
    ['no name', { name: '  ', points: 100, locations: [] }, REWARD_MESSAGES.name],
    [
      'a name too long',
      { name: 'x'.repeat(81), points: 100, locations: [] },
      'The name can be at most 80 characters.',
    ],
    ['zero points', { name: 'Tea', points: 0, locations: [] }, REWARD_MESSAGES.points],
    ['a fraction of a point', { name: 'Tea', points: 1.5, locations: [] }, REWARD_MESSAGES.points],
    ['more than 1,000,000 points', { name: 'Tea', points: 1_000_001, locations: [] }, REWARD_MESSAGES.points],
    [
      'an unknown location',
      { name: 'Tea', points: 10, locations: ['Toronto'] },
      LOCATION_MESSAGES.unknown('Toronto', ['Mississauga', 'Oakville']),
    ],
    [
      'a location name too long',
      { name: 'Tea', points: 10, locations: ['x'.repeat(61)] },
      REWARD_MESSAGES.locations,
    ],
  ])('a reward with %s is refused with 400 and adds nothing', async (_case, input, message) => {
    expect(await refusal(b.rewards.create(input))).toMatchObject({ status: 400, message });
    expect(await b.rewards.list({ archived: true })).toEqual([]);
  });

  it("a reward's locations are the business's (docs/product.md §10.29): one it added is offered, an unknown or archived one refused", async () => {
    const locations = createHttpLocations(b.api);
    const queenWest = await locations.add('Queen West');
    // Named in any case, as the business keeps it, each once, in the business's order.
    const tea = await b.rewards.create({
      name: 'Tea',
      points: 10,
      locations: ['queen west', 'Oakville', 'OAKVILLE'],
    });
    expect(tea.locations).toEqual(['Oakville', 'Queen West']);
    const refused = await refusal(b.rewards.create({ name: 'Cake', points: 10, locations: ['Toronto'] }));
    expect(refused).toMatchObject({
      status: 400,
      message: LOCATION_MESSAGES.unknown('Toronto', ['Mississauga', 'Oakville', 'Queen West']),
    });
    // A rename carries the reward with it: still offered there, under the new name, and redeemed there.
    await locations.rename(queenWest._id, 'Queen St West');
    const renamed = (await b.rewards.list({ archived: false })).find((r) => r.id === tea.id);
    expect(renamed?.locations).toEqual(['Oakville', 'Queen St West']);
    await balanceOf(100);
    await b.clients.redeemPoints(CLIENT, { rewardId: tea.id, locationName: 'Queen St West', adminId });
    expect((await b.clients.get(CLIENT)).points).toBe(90);
    await locations.archive(queenWest._id);
    const archived = await refusal(
      b.rewards.create({ name: 'Cake', points: 10, locations: ['Queen St West'] }),
    );
    expect(archived).toMatchObject({ status: 400, message: LOCATION_MESSAGES.archived('Queen St West') });
    // A change may keep the archived location the reward names already, never add it to another.
    const kept = await b.rewards.change(tea.id, {
      name: 'Tea',
      points: 20,
      locations: renamed?.locations ?? [],
    });
    expect(kept.locations).toEqual(['Oakville', 'Queen St West']);
    const mug = await b.rewards.create({ name: 'Mug', points: 10, locations: ['Oakville'] });
    const moved = await refusal(
      b.rewards.change(mug.id, { name: 'Mug', points: 10, locations: ['Queen St West'] }),
    );
    expect(moved).toMatchObject({ status: 400, message: LOCATION_MESSAGES.archived('Queen St West') });
    expect((await b.rewards.list({ archived: true })).map((r) => r.name).sort()).toEqual(['Mug', 'Tea']);
  });

  it('names are unique among the active rewards, in any case; an archived name may be used again', async () => {
    const coffee = await b.rewards.create(COFFEE);
    const taken = await refusal(b.rewards.create({ ...COFFEE, name: ' free COFFEE ' }));
    expect(taken).toMatchObject({ status: 409, message: REWARD_MESSAGES.nameTaken('free COFFEE') });
    const tea = await b.rewards.create({ name: 'Tea', points: 10, locations: [] });
    expect((await refusal(b.rewards.change(tea.id, { ...COFFEE, name: 'FREE COFFEE' }))).status).toBe(409);
    await b.rewards.archive(coffee.id);
    await expect(b.rewards.create(COFFEE)).resolves.toMatchObject({ name: 'Free coffee', active: true });
  });

  it('a name that differs only by characters no one sees (a zero-width space) is the same name (409)', async () => {
    await b.rewards.create(COFFEE);
    const taken = await refusal(b.rewards.create({ ...COFFEE, name: 'Free\u200b coffee' }));
    expect(taken.status).toBe(409);
    expect((await b.rewards.list({ archived: false })).filter((r) => r.name.startsWith('Free'))).toHaveLength(
      1,
    );
  });

  it('a name with a direction override is refused (400), changing nothing', async () => {
    const refused = await refusal(b.rewards.create({ ...COFFEE, name: '\u202eeeffoc eerF' }));
    expect([refused.status, refused.message]).toEqual([400, DIRECTION_OVERRIDE_REFUSED('The name')]);
    await expect(b.rewards.list({ archived: true })).resolves.toEqual([]);
  });

  it('an archived reward is neither changed nor archived again; an unknown one is 404', async () => {
    const coffee = await b.rewards.archive((await b.rewards.create(COFFEE)).id);
    expect(await refusal(b.rewards.change(coffee.id, COFFEE))).toMatchObject({ status: 400 });
    expect(await refusal(b.rewards.archive(coffee.id))).toMatchObject({
      status: 400,
      message: REWARD_MESSAGES.alreadyArchived('Free coffee'),
    });
    expect((await refusal(b.rewards.archive('64f1c0ffee00000000000bad'))).status).toBe(404);
    expect((await refusal(b.rewards.change('64f1c0ffee00000000000bad', COFFEE))).status).toBe(404);
  });

  it('an Admin reads the catalogue; adding, changing and archiving are for Super Admins (403)', async () => {
    const coffee = await b.rewards.create(COFFEE);
    const admin = connect(b.harness);
    await admin.signInAs(DEMO_SECOND_ADMIN);
    expect(await admin.rewards.list({ archived: false })).toEqual([coffee]);
    const calls = [
      () => admin.rewards.create({ ...COFFEE, name: 'Tea' }),
      () => admin.rewards.change(coffee.id, { ...COFFEE, points: 1 }),
      () => admin.rewards.archive(coffee.id),
    ];
    for (const call of calls) expect((await refusal(call())).status).toBe(403);
    expect(await b.rewards.list({ archived: true })).toEqual([coffee]);
  });

  it('a reward is redeemed when the balance covers it: its cost taken, the entry named for it with its id', async () => {
    const coffee = await b.rewards.create(COFFEE);
    await balanceOf(100);
    await b.clients.redeemPoints(CLIENT, { rewardId: coffee.id, locationName: 'Mississauga', adminId });
    expect((await b.clients.get(CLIENT)).points).toBe(0);
    expect((await ledgerOf(CLIENT))[0]).toMatchObject({
      type: 'redeem',
      transactionPoints: 100,
      totalPoints: 0,
      reasonOrService: 'Free coffee',
      location: 'Mississauga',
      rewardId: coffee.id,
    });
  });

  it("a reward's redemption names it on the entry's own call too, for its detail page", async () => {
    const coffee = await b.rewards.create(COFFEE);
    await balanceOf(100);
    await b.clients.redeemPoints(CLIENT, { rewardId: coffee.id, locationName: 'Mississauga', adminId });
    const [entry] = await ledgerOf(CLIENT);
    expect(await b.transactions.get(String(entry?.transactionId))).toMatchObject({
      reasonOrService: 'Free coffee',
      rewardId: coffee.id,
    });
  });

  it('a reward the balance does not cover is refused (422) and changes nothing', async () => {
    const coffee = await b.rewards.create(COFFEE);
    await balanceOf(99);
    const [client, ledger] = [await b.clients.get(CLIENT), await ledgerOf(CLIENT)];
    const redeem = b.clients.redeemPoints(CLIENT, { rewardId: coffee.id, locationName: 'Oakville', adminId });
    expect(await refusal(redeem)).toMatchObject({ status: 422, message: POINTS_MESSAGES.overBalance(99) });
    expect([await b.clients.get(CLIENT), await ledgerOf(CLIENT)]).toEqual([client, ledger]);
  });

  it('an archived reward is not offered and is refused (400); an unknown one too', async () => {
    const coffee = await b.rewards.archive((await b.rewards.create(COFFEE)).id);
    await balanceOf(500);
    const ledger = await ledgerOf(CLIENT);
    const archived = b.clients.redeemPoints(CLIENT, {
      rewardId: coffee.id,
      locationName: 'Oakville',
      adminId,
    });
    expect(await refusal(archived)).toMatchObject({
      status: 400,
      message: REWARD_MESSAGES.archived('Free coffee'),
    });
    const unknown = b.clients.redeemPoints(CLIENT, { rewardId: 'nope', locationName: 'Oakville', adminId });
    expect(await refusal(unknown)).toMatchObject({ status: 400, message: REWARD_MESSAGES.notFound });
    expect(await ledgerOf(CLIENT)).toEqual(ledger);
    expect((await b.clients.get(CLIENT)).points).toBe(500);
  });

  it('a reward of some locations is redeemed there only', async () => {
    const cut = await b.rewards.create({ name: 'Haircut', points: 200, locations: ['Oakville'] });
    await balanceOf(500);
    const elsewhere = b.clients.redeemPoints(CLIENT, {
      rewardId: cut.id,
      locationName: 'Mississauga',
      adminId,
    });
    expect(await refusal(elsewhere)).toMatchObject({
      status: 400,
      message: REWARD_MESSAGES.notOffered('Haircut', 'Mississauga'),
    });
    await b.clients.redeemPoints(CLIENT, { rewardId: cut.id, locationName: 'Oakville', adminId });
    expect((await b.clients.get(CLIENT)).points).toBe(300);
  });

  it('a redeem names a reward or a custom amount, never both', async () => {
    const coffee = await b.rewards.create(COFFEE);
    await balanceOf(500);
    const both = b.api.send({
      method: 'PUT',
      path: `admin/view-client/redeempoints/${CLIENT}`,
      payload: { rewardId: coffee.id, points: 5, locationName: 'Oakville', adminId },
      answer: NotShownAnswer,
    });
    expect(await refusal(both)).toMatchObject({ status: 400, message: REWARD_MESSAGES.rewardOrPoints });
    expect((await b.clients.get(CLIENT)).points).toBe(500);
  });

  it('the Overview lists the most redeemed rewards of the period, where they were redeemed', async () => {
    const coffee = await b.rewards.create(COFFEE);
    const cut = await b.rewards.create({ name: 'Haircut', points: 200, locations: [] });
    await balanceOf(1000);
    const redeem = (rewardId: string, locationName: string) =>
      b.clients.redeemPoints(CLIENT, { rewardId, locationName, adminId });
    await redeem(cut.id, 'Oakville');
    await redeem(coffee.id, 'Oakville');
    await redeem(coffee.id, 'Mississauga');
    await b.clients.redeemPoints(CLIENT, {
      points: 5,
      locationName: 'Oakville',
      serviceName: 'Free coffee',
      adminId,
    });
    const today = dayOf(b.harness.now());
    const all = await b.overview.load({ from: today, to: today, locations: [] });
    expect(all.topRewards).toEqual([
      { id: coffee.id, name: 'Free coffee', count: 2, points: 200 },
      { id: cut.id, name: 'Haircut', count: 1, points: 200 },
    ]);
    const oakville = await b.overview.load({ from: today, to: today, locations: ['Oakville'] });
    expect(oakville.topRewards.map((r) => [r.name, r.count])).toEqual([
      ['Haircut', 1],
      ['Free coffee', 1],
    ]);
    const yesterday = dayOf(b.harness.now() - 86_400_000);
    expect((await b.overview.load({ from: yesterday, to: yesterday, locations: [] })).topRewards).toEqual([]);
  });
});
