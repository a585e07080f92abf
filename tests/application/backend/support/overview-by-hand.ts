/**
 * The Overview's figures of one period counted the plain way, by loops over every client and ledger row as
 * the list calls answer them: what every host's GET admin/overview must equal.
 */
import type { Client, Transaction } from '../../../../src/domain/entities';
import type { Overview } from '../../../../src/domain/overview';

const DAY = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string): number => Date.parse(`${day}T00:00:00Z`);
/** A week starts on Monday (docs/product.md §10.31): the Monday on or before the day. */
const mondayOf = (day: string): number => ms(day) - ((new Date(ms(day)).getUTCDay() + 6) % 7) * DAY;
/** Where bucket 0 of `size` days starts: the period's first day, or its week's Monday. */
const anchorOf = (from: string, size: number): number => (size === 7 ? mondayOf(from) : ms(from));
/** The bucket of a day, labelled by its first day in the period. */
const bucketOf = (from: string, day: string, size: number): string => {
  const index = Math.floor((ms(day) - anchorOf(from, size)) / DAY / size);
  return dayOf(Math.max(ms(from), anchorOf(from, size) + index * size * DAY));
};

/** The figures of one period, counted the plain way: loops over every row. */
export function countByHand(
  clients: Client[],
  ledger: Transaction[],
  from: string,
  to: string,
  location: string,
) {
  const here = (l: string) => location === '' || l === location;
  const length = (ms(to) - ms(from)) / DAY + 1;
  const prevFrom = dayOf(ms(from) - length * DAY);
  const inDays = (iso: string, a: string, b: string) => iso.slice(0, 10) >= a && iso.slice(0, 10) <= b;
  const rows = ledger.filter((t) => here(t.location));
  const sum = (a: string, b: string, type: string) =>
    rows
      .filter((t) => t.type === type && inDays(t.transactionDate, a, b))
      .reduce((n, t) => n + t.transactionPoints, 0);
  // docs/product.md §10: adds are earned and redeems redeemed; opening balances and reversals are neither,
  // and make no client active.
  const current = rows.filter(
    (t) => inDays(t.transactionDate, from, to) && (t.type === 'add' || t.type === 'redeem'),
  );
  const corrections = rows.filter((t) => t.type === 'reversal' && inDays(t.transactionDate, from, to)).length;
  const bucket = length <= 90 ? 1 : 7;
  const bars: Record<string, { earned: number; redeemed: number }> = {};
  const earnedBy: Record<string, number> = {};
  for (const t of current) {
    const key = `${bucketOf(from, t.transactionDate.slice(0, 10), bucket)} ${t.location}`;
    bars[key] ??= { earned: 0, redeemed: 0 };
    if (t.type === 'add') bars[key].earned += t.transactionPoints;
    else bars[key].redeemed += t.transactionPoints;
    if (t.type === 'add') earnedBy[t.clientId] = (earnedBy[t.clientId] ?? 0) + t.transactionPoints;
  }
  const mine = clients.filter((c) => here(c.location));
  const weeks: Record<string, number> = {};
  for (const c of mine.filter((c) => inDays(c.joinDate, from, to))) {
    const start = bucketOf(from, c.joinDate.slice(0, 10), 7);
    weeks[start] = (weeks[start] ?? 0) + 1;
  }
  const top = Object.entries(earnedBy)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 10);
  return {
    clients: {
      active: mine.filter((c) => c.blockStatus === 'Active').length,
      blocked: mine.filter((c) => c.blockStatus === 'Blocked').length,
    },
    pointsOutstanding: mine.reduce((n, c) => n + c.points, 0),
    earned: sum(from, to, 'add'),
    redeemed: sum(from, to, 'redeem'),
    previousEarned: sum(prevFrom, dayOf(ms(from) - DAY), 'add'),
    previousRedeemed: sum(prevFrom, dayOf(ms(from) - DAY), 'redeem'),
    corrections,
    activeClients: new Set(current.map((t) => t.clientId)).size,
    bars,
    newClients: weeks,
    top: top.map(([userId, earned]) => ({ userId, earned })),
  };
}

/** An answer of GET admin/overview in the shape countByHand gives, to compare the two whole. */
export function figuresOf(answer: Overview): ReturnType<typeof countByHand> {
  return {
    clients: answer.clients,
    pointsOutstanding: answer.pointsOutstanding,
    earned: answer.earned,
    redeemed: answer.redeemed,
    previousEarned: answer.previousEarned,
    previousRedeemed: answer.previousRedeemed,
    corrections: answer.corrections,
    activeClients: answer.activeClients,
    bars: Object.fromEntries(
      answer.points.map((p) => [`${p.start} ${p.location}`, { earned: p.earned, redeemed: p.redeemed }]),
    ),
    newClients: Object.fromEntries(answer.newClients.map((w) => [w.start, w.count])),
    top: answer.topClients.map(({ userId, earned }) => ({ userId, earned })),
  };
}
