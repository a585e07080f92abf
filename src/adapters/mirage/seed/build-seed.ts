/** The demo database, built the same way from the same seed on every fresh start. */
import type { DbSnapshot } from '../db/records';
import type { DemoSize } from '../types';
import { seedAccounts } from './accounts';
import { seedBroadcasts } from './broadcasts';
import { seedClients } from './clients';
import { createPrng } from './prng';
import { seedTransactions } from './transactions';

const SEED = 20_261_122;

/** Dates are laid out over the year before `anchorMs` (the start of today, UTC, in the running demo). */
export function buildSeed(size: DemoSize, anchorMs: number): DbSnapshot {
  const prng = createPrng(SEED);
  const accounts = seedAccounts(anchorMs);
  const admins = accounts.filter((a) => a.kind === 'admin');
  const clients = seedClients(prng, size.clients, anchorMs);
  const transactions = seedTransactions(
    prng,
    clients,
    size.transactions,
    anchorMs,
    admins.map((a) => a._id),
  );
  const broadcasts = seedBroadcasts(
    prng,
    size.broadcasts,
    anchorMs,
    size.clients,
    admins.map((a) => a.name),
  );
  return {
    version: 1,
    accounts,
    clients,
    transactions,
    broadcasts,
    sequences: { transaction: transactions.length, broadcast: broadcasts.length },
  };
}

/** The start of the current UTC day: the same data all day long, "the last year" stays current. */
export const seedAnchor = (nowMs: number): number => nowMs - (nowMs % 86_400_000);
