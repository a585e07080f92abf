/**
 * Two built server processes on one PostgreSQL database, hit at the same moment: changes to one balance are
 * serialised by the database (the client's row lock), never by a process, so none is lost or double-spent.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REGISTERED } from '../../../src/backend/handlers/registration';
import { POINTS_MESSAGES } from '../../../src/domain/points';
import { asRecords, type Reply } from '../../application/backend/support/wire';
import { callTo, demoDatabase, signInAcross, startPair } from '../support/process-pair';
import { describePostgresLeg } from '../support/postgres-leg';
import type { ServerProcess } from '../support/server-process';
import type { TestDatabase } from '../support/test-database';

interface Row {
  transactionId: string;
  type: string;
  transactionPoints: number;
  totalPoints: number;
}
const signed = (row: Row): number => (row.type === 'add' ? row.transactionPoints : -row.transactionPoints);
const count = (replies: Reply[], status: number): number => replies.filter((r) => r.status === status).length;

describePostgresLeg('two server processes under concurrent changes', (url) => {
  let database: TestDatabase | null = null;
  let servers: ServerProcess[] = [];
  let session = { token: '', adminId: '' };
  /** Request `i` goes to one process or the other, as a balancer would spread them. */
  const through = (i: number) => {
    const server = servers[i % 2];
    if (!server) throw new Error('the servers are not started');
    return callTo(server);
  };
  beforeAll(async () => {
    const demo = await demoDatabase(url);
    database = demo.database;
    servers = await startPair(demo.env);
    session = await signInAcross(servers[0] ?? servers[1] ?? (undefined as never));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  });

  const balanceOf = async (clientId: string): Promise<number> =>
    Number((await through(0)('GET', `admin/view-client/${clientId}`, { token: session.token })).body.points);
  /** Oldest first, by the ledger's own numbering. */
  const ledgerOf = async (clientId: string): Promise<Row[]> => {
    const reply = await through(1)('GET', 'admin/points-transactions', {
      token: session.token,
      query: { search: clientId },
    });
    const rows = asRecords(reply.body.transactions) as unknown as Row[];
    return rows.sort((x, y) => x.transactionId.localeCompare(y.transactionId));
  };
  const book = (i: number, clientId: string, kind: 'add' | 'redeem', points: number) =>
    kind === 'add'
      ? through(i)('POST', `admin/view-client/addpoints/${clientId}`, {
          token: session.token,
          body: { points, pointsReason: `race ${i}`, adminId: session.adminId },
        })
      : through(i)('PUT', `admin/view-client/redeempoints/${clientId}`, {
          token: session.token,
          body: { points, locationName: 'Oakville', serviceName: `race ${i}`, adminId: session.adminId },
        });

  it('100 redemptions of 1 point at once against a balance of 10: exactly 10 pass, 90 are refused, none below zero', async () => {
    const client = 'LL100010';
    const start = await balanceOf(client);
    await book(0, client, start > 10 ? 'redeem' : 'add', Math.abs(start - 10) || 10);
    if (start === 10) await book(1, client, 'redeem', 10);
    expect(await balanceOf(client)).toBe(10);
    const before = await ledgerOf(client);

    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => book(i, client, 'redeem', 1)));
    expect([count(replies, 200), count(replies, 422)]).toEqual([10, 90]);
    const refusals = new Set(replies.filter((r) => r.status === 422).map((r) => r.body.message));
    expect([...refusals]).toEqual([POINTS_MESSAGES.overBalance(0)]);

    const after = await ledgerOf(client);
    const added = after.slice(before.length);
    expect(added.map((row) => row.totalPoints)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(await balanceOf(client)).toBe(0);
    expect(after.reduce((sum, row) => sum + signed(row), 0)).toBe(0);
  });

  it('100 adds at once lose no update: the balance is the sum, and the running totals follow one another', async () => {
    const client = 'LL100011';
    const start = await balanceOf(client);
    const before = await ledgerOf(client);
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => book(i, client, 'add', i + 1)));
    expect(count(replies, 200)).toBe(100);

    expect(await balanceOf(client)).toBe(start + 5050);
    const added = (await ledgerOf(client)).slice(before.length);
    expect(added).toHaveLength(100);
    let running = start;
    for (const row of added) {
      running += row.transactionPoints;
      expect(row.totalPoints, row.transactionId).toBe(running);
    }
    expect([...added.map((row) => row.transactionPoints)].sort((x, y) => x - y)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
  });

  // A taken email answers like a new one (docs/api.md, "Rules the server adds"); the store's unique key keeps one account.
  it('registrations of one email at the same moment: each answers 201 like a new email, never a 500', async () => {
    const emails = Array.from({ length: 10 }, (_, i) => (i % 2 ? 'Race@Example.com' : 'race@example.com'));
    const replies = await Promise.all(
      emails.map((email, i) =>
        through(i)('POST', 'admin/email-register', {
          body: { name: 'Race Café', email, location: 'Canada' },
        }),
      ),
    );
    expect(count(replies, 201)).toBe(10);
    expect(new Set(replies.map((r) => r.body.message))).toEqual(new Set([REGISTERED]));
  });

  it('one Idempotency-Key sent to both processes at once applies once, every answer the same (docs/api.md, "Idempotency keys")', async () => {
    const client = 'LL100012';
    const [before, booked] = [await balanceOf(client), (await ledgerOf(client)).length];
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        through(i)('POST', `admin/view-client/addpoints/${client}`, {
          token: session.token,
          headers: { 'Idempotency-Key': 'two-processes-1' },
          body: { points: 5, pointsReason: 'Retried everywhere', adminId: session.adminId },
        }),
      ),
    );
    expect(count(replies, 200)).toBe(10);
    for (const reply of replies) expect(reply.body).toEqual(replies[0]?.body);
    expect([await balanceOf(client), (await ledgerOf(client)).length]).toEqual([before + 5, booked + 1]);
  });
});
