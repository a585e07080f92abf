/**
 * The servers answer GET admin/overview from summaries that triggers keep beside the ledger and the clients
 * (migrations 0006 and 0007), not from the rows themselves: after a random run of every kind of write — adds,
 * redemptions at either location, enrolments, imports, blocks, moves to another location, refused calls —
 * every figure must still equal a count made by hand over the client list and the ledger, so a summary can
 * never drift from what it sums. The run is seeded: a failure names its seed, and the same seed replays it.
 */
import { beforeEach, expect, it } from 'vitest';
import { DEMO_LOCATIONS } from '../../../src/domain/constants';
import type { Connection } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { csvFile, HEADER } from './support/import-files';
import { countByHand, figuresOf } from './support/overview-by-hand';
import { NO_CLIENT_FILTERS, NO_POINTS_FILTERS } from './support/refusal';
import { createPrng } from '../../../src/backend/seed/prng';

const DAY = 86_400_000;
const WRITES = 40;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The seed's sequence (the demo data's generator), so a failure names the seed that reproduces it. */
function generator(seed: number): (below: number) => number {
  const prng = createPrng(seed);
  return (below) => prng.int(0, below - 1);
}

/** One random write; a refusal (a blocked client, too few points) is a write too: it must change nothing. */
async function randomWrite(b: Connection, adminId: string, pick: (below: number) => number, n: number) {
  const clients = await b.clients.list(NO_CLIENT_FILTERS);
  const client = clients[pick(clients.length)];
  if (!client) throw new Error('the seed has no clients');
  const location = DEMO_LOCATIONS[pick(DEMO_LOCATIONS.length)] ?? 'Oakville';
  const write = [
    () => b.clients.addPoints(client.userId, { points: 1 + pick(500), pointsReason: 'Visit', adminId }),
    () =>
      b.clients.redeemPoints(client.userId, {
        points: 1 + pick(Math.max(1, client.points)),
        locationName: location,
        serviceName: 'Coffee',
        adminId,
      }),
    () =>
      b.clients.enrol({
        name: `Drift ${n}`,
        email: `drift${n}@example.com`,
        location,
        points: pick(3) * 100,
        pointsReason: '',
      }),
    () =>
      b.clients.importFile(
        csvFile(
          [HEADER, `Import ${n},import${n}@example.com,${location},${pick(400)},2025-01-15,`].join('\n'),
        ),
        { dryRun: false },
      ),
    () =>
      b.clients.changeStatus(client.userId, {
        blockStatus: client.blockStatus === 'Blocked' ? 'Active' : 'Blocked',
        blockReason: 'Checked',
      }),
    () => b.clients.editDetails(client.userId, { name: client.name, email: client.email, location }),
  ][pick(6)];
  await write?.().catch(() => undefined);
}

describeEachBackend('the overview’s summaries never drift from the ledger and the clients', (b) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await b.signIn());
  });

  for (const seed of [2611, 7]) {
    it(`after ${WRITES} random writes (seed ${seed}), every figure equals the count by hand`, async () => {
      const pick = generator(seed);
      for (let n = 0; n < WRITES; n += 1) await randomWrite(b, adminId, pick, n);
      const today = dayOf(b.harness.now());
      const clients = await b.clients.list(NO_CLIENT_FILTERS);
      const ledger = await b.transactions.list(NO_POINTS_FILTERS);
      expect(ledger.filter((t) => t.transactionDate.startsWith(today)).length).toBeGreaterThan(5);
      for (const days of [1, 30, 400])
        for (const location of ['', ...DEMO_LOCATIONS] as const) {
          const from = dayOf(b.harness.now() - (days - 1) * DAY);
          const answer = await b.overview.load({ from, to: today, locations: location ? [location] : [] });
          expect(figuresOf(answer), `${days} days at ${location || 'every location'}`).toEqual(
            countByHand(clients, ledger, from, today, location),
          );
        }
    });
  }
});
