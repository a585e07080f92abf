/**
 * GET admin/overview on every host, through the app's own repository: each figure equals a count made here,
 * by hand, over the whole ledger and client list as the list calls answer them, per location and period.
 */
import { beforeEach, expect, it } from 'vitest';
import type { Connection } from './support/connection';
import { OVERVIEW_PERIOD_MESSAGE } from '../../../src/domain/overview';
import { countByHand } from './support/overview-by-hand';
import { describeEachBackend } from './support/describe-backends';
import { NO_CLIENT_FILTERS, NO_POINTS_FILTERS, refusal } from './support/refusal';

const DAY = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

async function both(b: Connection, from: string, to: string, location: '' | 'Oakville' | 'Mississauga') {
  const answer = await b.overview.load({ from, to, locations: location === '' ? [] : [location] });
  const clients = await b.clients.list(NO_CLIENT_FILTERS);
  const ledger = await b.transactions.list(NO_POINTS_FILTERS);
  return { answer, ledger, hand: countByHand(clients, ledger, from, to, location) };
}

describeEachBackend('the overview counts what the ledger and the client list hold', (b) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await b.signIn());
  });
  const today = () => dayOf(b.harness.now());

  // [days, location, days between the period's last day and today]: the presets end today; a custom period
  // that ends earlier has clients who came back after it, who are not active in it.
  for (const [days, location, endsAgo] of [
    [30, '', 0],
    [30, 'Oakville', 0],
    [90, 'Mississauga', 0],
    [200, '', 0],
    [365, 'Oakville', 0],
    [60, '', 20],
    [90, 'Oakville', 30],
  ] as const) {
    const ending = endsAgo === 0 ? 'today' : `${endsAgo} days ago`;
    it(`${days} days ending ${ending} at ${location || 'every location'}: every figure as counted by hand`, async () => {
      const to = dayOf(b.harness.now() - endsAgo * DAY);
      const from = dayOf(b.harness.now() - (endsAgo + days - 1) * DAY);
      const { answer, hand, ledger } = await both(b, from, to, location);
      expect(hand.earned).toBeGreaterThan(0); // the fixture has data here: the case proves something
      if (endsAgo > 0) {
        // Clients seen at the place since the period began outnumber those active in it: a count of "seen
        // since" would be wrong here, so the case tells the two apart.
        const here = ledger.filter((t) => location === '' || t.location === location);
        const seenSince = new Set(here.filter((t) => t.transactionDate >= from).map((t) => t.clientId));
        expect(seenSince.size).toBeGreaterThan(hand.activeClients);
      }
      expect(answer.period).toEqual({ from, to });
      expect(answer.bucketDays).toBe(days <= 90 ? 1 : 7);
      expect(answer.clients).toEqual(hand.clients);
      expect(answer.pointsOutstanding).toBe(hand.pointsOutstanding);
      expect([answer.earned, answer.redeemed]).toEqual([hand.earned, hand.redeemed]);
      expect([answer.previousEarned, answer.previousRedeemed]).toEqual([
        hand.previousEarned,
        hand.previousRedeemed,
      ]);
      expect(answer.activeClients).toBe(hand.activeClients);
      const bars = Object.fromEntries(
        answer.points.map((p) => [`${p.start} ${p.location}`, { earned: p.earned, redeemed: p.redeemed }]),
      );
      expect(bars).toEqual(hand.bars);
      expect(Object.fromEntries(answer.newClients.map((w) => [w.start, w.count]))).toEqual(hand.newClients);
      expect(answer.topClients.map(({ userId, earned }) => ({ userId, earned }))).toEqual(hand.top);
      const names = new Map((await b.clients.list(NO_CLIENT_FILTERS)).map((c) => [c.userId, c.name]));
      for (const top of answer.topClients) expect(top.name).toBe(names.get(top.userId));
    });
  }

  it('a period with no data answers zeros and empty charts, and still the clients of today', async () => {
    const { answer, hand } = await both(b, '2001-01-01', '2001-01-31', '');
    expect(answer).toMatchObject({
      earned: 0,
      redeemed: 0,
      previousEarned: 0,
      previousRedeemed: 0,
      activeClients: 0,
      points: [],
      newClients: [],
      topClients: [],
      clients: hand.clients,
      pointsOutstanding: hand.pointsOutstanding,
    });
    expect(answer.previous).toEqual({ from: '2000-12-01', to: '2000-12-31' });
  });

  it('points added today show in the earned figure and in today’s bar at once', async () => {
    const before = await b.overview.load({ from: today(), to: today(), locations: [] });
    const client = await b.clients.get('LL100040');
    await b.clients.addPoints('LL100040', { points: 75, pointsReason: 'Visit', adminId });
    const after = await b.overview.load({ from: today(), to: today(), locations: [] });
    const bar = (o: typeof before) => o.points.find((p) => p.location === client.location)?.earned ?? 0;
    expect(after.earned).toBe(before.earned + 75);
    expect(bar(after)).toBe(bar(before) + 75);
    expect(after.pointsOutstanding).toBe(before.pointsOutstanding + 75);
  });

  it('a bad period is refused with 400 and a message', async () => {
    const cases = [
      { from: '2026-03-01', to: '' },
      { from: '', to: '2026-03-01' },
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2024-02-30', to: '2024-03-01' },
      { from: '2020-01-01', to: '2026-01-01' },
    ];
    for (const period of cases) {
      const refused = await refusal(b.overview.load({ ...period, locations: [] }));
      expect(refused.status, JSON.stringify(period)).toBe(400);
      expect(refused.message).not.toBe('');
    }
  });

  it('a period past 731 days is refused in the words the console says before it calls', async () => {
    const refused = await refusal(b.overview.load({ from: '2024-01-01', to: '2026-01-01', locations: [] }));
    expect([refused.status, refused.message]).toEqual([400, OVERVIEW_PERIOD_MESSAGE]);
    const longest = await b.overview.load({ from: '2024-01-01', to: '2025-12-31', locations: [] });
    expect(longest.period).toEqual({ from: '2024-01-01', to: '2025-12-31' });
  });

  it('is for signed-in admins only', async () => {
    b.clear();
    expect((await refusal(b.overview.load({ from: today(), to: today(), locations: [] }))).status).toBe(401);
  });
});
