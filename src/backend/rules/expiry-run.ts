/**
 * The daily expiry run (docs/product.md §10.28): every lot that has expired by now and still holds points is
 * booked as an `expiry` entry of its own, naming the lot, oldest first. Each client is judged afresh under its
 * row lock from its ledger as it stands, so a run repeated, or rerun after a crash midway, finds those lots
 * already spent and books nothing twice; the store's unique key on the lot holds it besides. One runner at a
 * time is the host's part (the server's advisory lock); the time is the clock port's.
 */
import { MONTH_END_SLACK_DAYS, dueLots, earnedBefore, type Lot } from '../../domain/expiry';
import { zoneDayOf } from '../../domain/business-time';
import { TRANSACTION_ID, sequenceId } from '../ids';
import type { BackendStore, StoreTx } from '../ports';
import { byClient, lotHolderPages } from './lot-holders';
import type { ClientRecord, TransactionRecord } from '../records';
import { businessZone } from './business-zone';
import { programmeOf } from './programme';

/** Who an expiry names as its admin: no one acted, the programme did. Its admin id is empty. */
export const EXPIRY_ACTOR = { id: '', name: 'Programme expiry' } as const;

/**
 * Clients per batch, each batch booked in one transaction: their ledgers are judged in memory a batch at a time.
 * 100 with two batches at once: on an idle machine the run took 22.5 and 22.7 s for 300,000 lots (200: 21.5 and
 * 22.7 s) and a GET beside it waited less (p99 about 21 ms against 33–35), each batch holding the event loop
 * and its clients' locks for half as long (docs/performance.md, "The daily expiry run").
 */
export const EXPIRY_BATCH = 100;
const BATCH = EXPIRY_BATCH;

export interface ExpiryRun {
  /** Expiry entries booked. */
  entries: number;
  points: number;
}

const expiryEntry = (
  client: ClientRecord,
  lot: Lot,
  id: string,
  balance: number,
  { now, zone }: RunAt,
): TransactionRecord => ({
  transactionId: id,
  clientId: client.userId,
  clientName: client.name,
  transactionDate: new Date(now).toISOString(),
  totalPoints: balance,
  transactionPoints: lot.points,
  type: 'expiry',
  // The day the admins saw the points earned on: the business's (docs/product.md §10.31).
  reasonOrService: `Points earned on ${zoneDayOf(lot.earnedAt, zone)} expired`,
  adminUserId: EXPIRY_ACTOR.id,
  adminName: EXPIRY_ACTOR.name,
  apiKeyId: null,
  location: client.location,
  expires: lot.transactionId,
});

/** A run's moment, and the business's zone its months count in. */
interface RunAt {
  now: number;
  zone: string;
}

/**
 * One batch of clients' due lots, judged afresh and booked under their row locks, in one transaction and a
 * few statements whatever the batch's size: the locks, the ledgers, the entries' numbers, the entries, the
 * balances (docs/performance.md, "The daily expiry run").
 */
async function expireBatch(
  tx: StoreTx,
  clientIds: readonly string[],
  months: number,
  at: RunAt,
): Promise<ExpiryRun> {
  const clients = await tx.lockClients(clientIds);
  const entriesOf = byClient(await tx.movementsOf(clients.map((client) => client.userId)));
  const judged = clients
    .map((client) => ({ client, lots: dueLots(entriesOf.get(client.userId) ?? [], months, at.now, at.zone) }))
    .filter(({ lots }) => lots.length > 0);
  const numbers = await tx.nextSequences(
    'transaction',
    judged.reduce((sum, { lots }) => sum + lots.length, 0),
  );
  const entries: TransactionRecord[] = [];
  const balances: { userId: string; points: number }[] = [];
  const run: ExpiryRun = { entries: 0, points: 0 };
  for (const { client, lots } of judged) {
    let balance = client.points;
    for (const lot of lots) {
      balance -= lot.points;
      const id = sequenceId(TRANSACTION_ID, numbers[entries.length] ?? 0);
      entries.push(expiryEntry(client, lot, id, balance, at));
    }
    balances.push({ userId: client.userId, points: balance });
    run.entries += lots.length;
    run.points += client.points - balance;
  }
  await tx.insertTransactions(entries);
  await tx.setBalances(balances);
  return run;
}

/**
 * Batches booked at once, each in its own transaction on its own connection: their clients are apart (each
 * batch is the next clients in id order) so they wait on no lock of each other's but the Overview's totals at
 * their last statement, and the database writes one batch's entries and indexes beside the other's. One at a
 * time took 32.8 s on an idle machine, two 22.5 s, three 21.3 s with a GET beside them half again as slow
 * (docs/performance.md, "The daily expiry run").
 */
export const EXPIRY_WRITERS = 2;

export async function runExpiry(store: BackendStore, now: number): Promise<ExpiryRun> {
  const { expiryMonths: months } = await programmeOf(store);
  const run: ExpiryRun = { entries: 0, points: 0 };
  if (months === null) return run;
  const at = { now, zone: await businessZone(store) };
  const query = {
    earnedFrom: '',
    earnedBefore: earnedBefore(now, months, MONTH_END_SLACK_DAYS),
    size: BATCH,
  };
  const booking = new Set<Promise<void>>();
  // The first batch that failed: the run books no further batch and fails with it once the others have ended;
  // its clients are judged afresh by the next run.
  const failures: unknown[] = [];
  const book = (due: readonly string[]) => {
    const done: Promise<void> = store
      .transaction((tx) => expireBatch(tx, due, months, at))
      .then(
        (booked) => {
          run.entries += booked.entries;
          run.points += booked.points;
        },
        (error: unknown) => {
          failures.push(error);
        },
      )
      .finally(() => booking.delete(done));
    booking.add(done);
  };
  const pages = lotHolderPages(store, query);
  let next = pages.next();
  try {
    while (failures.length === 0) {
      const read = await next;
      if (read.done === true) break;
      // The next page of holders is read while this one is booked: its clients come after these in id order.
      // Should a batch fail, the read's own outcome is dropped with the run.
      next = pages.next();
      void next.catch(() => undefined);
      book(read.value);
      if (booking.size >= EXPIRY_WRITERS) await Promise.race(booking);
    }
  } finally {
    // Every batch begun ends before the run answers, so none is left running unheard.
    await Promise.all(booking);
  }
  if (failures.length > 0) throw failures[0];
  return run;
}
