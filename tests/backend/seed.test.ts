import { describe, expect, it } from 'vitest';
import { buildSeed as buildSeedWith, seedAnchor, type SeedData } from '../../src/backend/seed/build-seed';
import { DEFAULT_SIZE, resolveSize } from '../../src/backend/seed/size';

const buildSeed = (size: Parameters<typeof buildSeedWith>[0], anchor: number) =>
  buildSeedWith(size, anchor, 'demo-hash');
const ANCHOR = seedAnchor(Date.parse('2026-11-22T15:30:00Z'));

/** Walks each client's transactions oldest first: running totals must match and never go below zero. */
function ledgerProblems(db: SeedData): string[] {
  const running = new Map<string, number>();
  const problems: string[] = [];
  for (const t of [...db.transactions].reverse()) {
    const balance =
      (running.get(t.clientId) ?? 0) + (t.type === 'add' ? t.transactionPoints : -t.transactionPoints);
    if (balance !== t.totalPoints || balance < 0) problems.push(t.transactionId);
    running.set(t.clientId, balance);
  }
  for (const c of db.clients) if ((running.get(c.userId) ?? 0) !== c.points) problems.push(c.userId);
  return problems;
}

describe('demo seed', () => {
  it('is the same on every fresh start', () => {
    expect(buildSeed(DEFAULT_SIZE, ANCHOR)).toEqual(buildSeed(DEFAULT_SIZE, ANCHOR));
  });

  it('has at least 60 clients, 300 transactions and 20 broadcasts by default', () => {
    const db = buildSeed(resolveSize(undefined), ANCHOR);
    expect(db.clients.length).toBeGreaterThanOrEqual(60);
    expect(db.transactions.length).toBeGreaterThanOrEqual(300);
    expect(db.broadcasts.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps every running total and balance in agreement with the transactions', () => {
    const db = buildSeed(DEFAULT_SIZE, ANCHOR);
    expect(ledgerProblems(db)).toEqual([]);
    expect(db.transactions.some((t) => t.type === 'redeem')).toBe(true);
  });

  it('dates everything within the year before the anchor, clients joining before their transactions', () => {
    const db = buildSeed(DEFAULT_SIZE, ANCHOR);
    const yearAgo = ANCHOR - 366 * 86_400_000;
    const joined = new Map(db.clients.map((c) => [c.userId, Date.parse(c.joinDate)]));
    for (const t of db.transactions) {
      const at = Date.parse(t.transactionDate);
      expect(at >= yearAgo && at <= ANCHOR && at >= (joined.get(t.clientId) ?? 0)).toBe(true);
    }
    expect(db.broadcasts.every((b) => Date.parse(b.bcDateTime) >= yearAgo && b.opened >= 0)).toBe(true);
  });

  it('gives blocked clients a reason that is the latest status log entry', () => {
    const db = buildSeed(DEFAULT_SIZE, ANCHOR);
    for (const c of db.clients)
      expect(c.statusLog[0]).toMatchObject({ blockStatus: c.blockStatus, reason: c.reason });
    expect(db.clients.some((c) => c.statusLog.length > 1)).toBe(true);
  });

  it('scales with the configured size, transactions and broadcasts following clients unless given', () => {
    expect(resolveSize(undefined)).toEqual(DEFAULT_SIZE);
    expect(resolveSize({ clients: 10_000 })).toEqual({
      clients: 10_000,
      transactions: 100_000,
      broadcasts: 200,
    });
    expect(resolveSize({ clients: 30 })).toEqual({ clients: 30, transactions: 300, broadcasts: 24 });
    expect(resolveSize({ clients: 30, transactions: 7 })).toMatchObject({ transactions: 7 });
    const db = buildSeed({ clients: 1000, transactions: 10_000, broadcasts: 5 }, ANCHOR);
    expect([db.clients.length, db.transactions.length, db.broadcasts.length]).toEqual([1000, 10_000, 5]);
    expect(new Set(db.clients.map((c) => c.userId)).size).toBe(1000);
    expect(ledgerProblems(db)).toEqual([]);
  });
});

describe("the demo seed's trail", () => {
  const db = buildSeed(DEFAULT_SIZE, ANCHOR);

  it('has one entry per transaction, with the balance before and after it', () => {
    const points = db.activity.filter((a) => a.action.startsWith('points.'));
    expect(points).toHaveLength(db.transactions.length);
    for (const t of db.transactions) {
      const signed = t.type === 'add' ? t.transactionPoints : -t.transactionPoints;
      expect(points).toContainEqual(
        expect.objectContaining({
          at: t.transactionDate,
          action: t.type === 'add' ? 'points.added' : 'points.redeemed',
          adminId: t.adminUserId,
          clientId: t.clientId,
          before: String(t.totalPoints - signed),
          after: String(t.totalPoints),
        }),
      );
    }
  });

  it('has one entry per status change after joining, and one per broadcast with its text', () => {
    const changes = db.clients.flatMap((c) => c.statusLog.slice(0, -1));
    const statuses = db.activity.filter((a) => a.action.startsWith('client.'));
    expect(statuses.map((a) => a.after).sort()).toEqual(changes.map((c) => c.blockStatus).sort());
    expect(statuses.every((a) => a.before !== a.after && a.before !== null)).toBe(true);
    const sent = db.activity.filter((a) => a.action === 'broadcast.sent');
    expect(sent.map((a) => [a.broadcastId, a.broadcastText, a.adminName])).toEqual(
      expect.arrayContaining(db.broadcasts.map((b) => [b.broadcastId, b.description, b.createdBy])),
    );
    expect(sent).toHaveLength(db.broadcasts.length);
  });

  it('is oldest first, by known admins, from no IP', () => {
    const times = db.activity.map((a) => a.at);
    expect(times).toEqual([...times].sort());
    const admins = new Map(db.accounts.map((a) => [a._id, a.name]));
    expect(db.activity.every((a) => admins.get(a.adminId) === a.adminName && a.ip === null)).toBe(true);
  });
});
