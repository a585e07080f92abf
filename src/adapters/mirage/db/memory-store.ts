/**
 * The demo's store (the core's BackendStore): the in-memory tables, one transaction at a time. A transaction
 * that throws is undone; one that wrote something is handed to `onCommit` (the host saves it to localStorage).
 * Reads outside a transaction queue behind running ones, so nobody sees half of a change.
 */
import { changeClientInSteps } from '../../../backend/client-change-steps';
import { enrolClientInSteps } from '../../../backend/enrolment-steps';
import { KEPT, onceInSteps } from '../../../backend/keyed-steps';
import type { BackendStore, BroadcastMailRunner, StoreTx } from '../../../backend/ports';
import { mailRunner } from './memory-mail';
import { createReads } from './memory-reads';
import { rewardReads, rewardWrites } from './memory-rewards';
import { createWrites } from './memory-writes';
import type { DbSnapshot } from './snapshot';
import { snapshotOf, tablesOf } from './tables';

export interface MemoryStore extends BackendStore {
  snapshot(): DbSnapshot;
  /** Swaps in another database once running work is done; `commit` also hands it to `onCommit`. */
  replace(next: (current: DbSnapshot) => DbSnapshot, commit: boolean): Promise<void>;
}

export function createMemoryStore(
  initial: DbSnapshot,
  onCommit: (snapshot: DbSnapshot) => void,
): MemoryStore {
  let tables = tablesOf(initial);
  let tail: Promise<unknown> = Promise.resolve();
  const queued = <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job);
    tail = run.catch(() => undefined);
    return run;
  };
  const read =
    <A extends unknown[], R>(pick: (reads: ReturnType<typeof createReads>) => (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      queued(() => pick(createReads(tables))(...args));

  const transaction: BackendStore['transaction'] = (work) =>
    queued(async () => {
      const undo: (() => void)[] = [];
      const log = (step: () => void) => undo.push(step);
      const steps = {
        ...createReads(tables),
        ...rewardReads(tables),
        ...createWrites(tables, log),
        ...rewardWrites(tables, log),
      };
      const tx: StoreTx = {
        ...steps,
        changeClient: (change) => changeClientInSteps(steps, change),
        enrolClient: (enrolment) => enrolClientInSteps(steps, enrolment),
      };
      try {
        const result = await work(tx);
        if (undo.length > 0) onCommit(snapshotOf(tables));
        return result;
      } catch (error) {
        for (const step of undo.reverse()) step();
        throw error;
      }
    });

  // Each runner step is one job in the queue, like a transaction: nothing runs in between.
  const runner = mailRunner(() => tables);
  const runnerSteps: BroadcastMailRunner = {
    recoverBroadcastMail: (now) => queued(() => runner.recoverBroadcastMail(now)),
    broadcastMailSentSince: (since) => queued(() => runner.broadcastMailSentSince(since)),
    claimBroadcastMail: (claim) => queued(() => runner.claimBroadcastMail(claim)),
    startBroadcastMail: (id, claim) => queued(() => runner.startBroadcastMail(id, claim)),
    settleBroadcastMail: (id, outcome, now) => queued(() => runner.settleBroadcastMail(id, outcome, now)),
  };

  return {
    accountById: read((r) => r.accountById),
    accountByEmail: read((r) => r.accountByEmail),
    clientById: read((r) => r.clientById),
    listClients: read((r) => r.listClients),
    pageClients: read((r) => r.pageClients),
    clientsAfter: read((r) => r.clientsAfter),
    transactionById: read((r) => r.transactionById),
    listTransactions: read((r) => r.listTransactions),
    pageTransactions: read((r) => r.pageTransactions),
    transactionsAfter: read((r) => r.transactionsAfter),
    broadcastById: read((r) => r.broadcastById),
    listBroadcasts: read((r) => r.listBroadcasts),
    listActivity: read((r) => r.listActivity),
    overview: read((r) => r.overview),
    sessionAccount: read((r) => r.sessionAccount),
    sessionAccountWithClient: read((r) => r.sessionAccountWithClient),
    sessionsOf: read((r) => r.sessionsOf),
    listAdmins: read((r) => r.listAdmins),
    listLocations: read((r) => r.listLocations),
    clientIdsByEmail: read((r) => r.clientIdsByEmail),
    clientIdsByPhone: read((r) => r.clientIdsByPhone),
    hasAdmin: read((r) => r.hasAdmin),
    setupTokenExpiry: read((r) => r.setupTokenExpiry),
    businessSettings: read((r) => r.businessSettings),
    oneTimeToken: read((r) => r.oneTimeToken),
    listRewards: (archivedToo) => queued(() => rewardReads(tables).listRewards(archivedToo)),
    rewardById: (id) => queued(() => rewardReads(tables).rewardById(id)),
    topRewards: (q, top) => queued(() => rewardReads(tables).topRewards(q, top)),
    listApiKeys: read((r) => r.listApiKeys),
    broadcastDelivery: read((r) => r.broadcastDelivery),
    ...runnerSteps,
    programme: read((r) => r.programme),
    lotHolders: read((r) => r.lotHolders),
    movementsOf: read((r) => r.movementsOf),
    transaction,
    // One step, queued like a transaction: the key, its count and its last use.
    useApiKey: (use) =>
      queued(async () => {
        const id = tables.apiKeyHashes.get(use.hash);
        const key = id === undefined ? undefined : tables.apiKeys.get(id);
        if (key === undefined) return null;
        const counted = tables.apiKeyHits.get(key._id);
        const hit =
          counted === undefined || counted.windowEndsMs <= use.nowMs
            ? { hits: 1, windowEndsMs: use.nowMs + use.windowMs }
            : { hits: counted.hits + 1, windowEndsMs: counted.windowEndsMs };
        tables.apiKeyHits.set(key._id, hit);
        const stale = key.lastUsedAt === null || key.lastUsedAt < use.touchBefore;
        const now = stale ? { ...key, lastUsedAt: use.at } : key;
        // A last use is saved with the demo's data, like any change; the counts are not.
        if (stale) {
          tables.apiKeys.set(key._id, now);
          onCommit(snapshotOf(tables));
        }
        return { key: now, ...hit };
      }),
    touchSession: (id, lastUsedAt) =>
      transaction(async (tx) => {
        const session = await tx.lockSession(id);
        // Never back: a refresh may have set it later.
        if (session === null || session.lastUsedAt >= lastUsedAt) return;
        const { refreshJti, expiresAt, userAgent, ip } = session;
        await tx.updateSession(id, { refreshJti, expiresAt, userAgent, ip, lastUsedAt });
      }),
    // One step: the change's steps in one transaction of their own, nothing else in between.
    changeClient: (change) => transaction((tx) => tx.changeClient(change)),
    enrolClient: (enrolment) => transaction((tx) => tx.enrolClient(enrolment)),
    // The key's claim, the change and its kept result: one step too.
    changeClientOnce: (change, key) =>
      transaction((tx) => onceInSteps(tx, key, { run: () => tx.changeClient(change), ...KEPT.change })),
    enrolClientOnce: (enrolment, key) =>
      transaction((tx) => onceInSteps(tx, key, { run: () => tx.enrolClient(enrolment), ...KEPT.enrolment })),
    snapshot: () => snapshotOf(tables),
    replace: (next, commit) =>
      queued(async () => {
        tables = tablesOf(next(snapshotOf(tables)));
        if (commit) onCommit(snapshotOf(tables));
      }),
  };
}
