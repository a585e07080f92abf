/** The demo database, built the same way from the same seed on every fresh start, in either host. */
import type {
  AccountRecord,
  BroadcastRecord,
  ClientRecord,
  LocationRecord,
  NewActivity,
  TransactionRecord,
} from '../records';
import type { SeedSize } from './size';
import { seedAccounts } from './accounts';
import { seedActivity } from './activity';
import { seedBroadcasts } from './broadcasts';
import { seedClients } from './clients';
import { seedLocations } from './locations';
import { createPrng } from './prng';
import { seedTransactions } from './transactions';

const SEED = 20_261_122;

export interface SeedData {
  /** The demo business's locations, open (DEMO_LOCATIONS). */
  locations: LocationRecord[];
  accounts: AccountRecord[];
  /** Newest member first. */
  clients: ClientRecord[];
  /** Newest first; ids TX0000001… in date order. */
  transactions: TransactionRecord[];
  /** Newest first; ids BC00001… in date order. */
  broadcasts: BroadcastRecord[];
  /** What those changes wrote to the trail, oldest first: a store numbers them (seq) in this order. */
  activity: NewActivity[];
}

/**
 * Dates are laid out over the year before `anchorMs` (the start of today, UTC). `adminPasswordHash` is the
 * demo password hashed by the host's own hasher, so the seed itself needs none.
 */
export function buildSeed(size: SeedSize, anchorMs: number, adminPasswordHash: string): SeedData {
  const prng = createPrng(SEED);
  const accounts = seedAccounts(anchorMs, adminPasswordHash);
  const admins = accounts.filter((a) => a.kind === 'admin');
  const clients = seedClients(prng, size.clients, anchorMs);
  const transactions = seedTransactions(prng, clients, size.transactions, anchorMs, admins);
  const broadcasts = seedBroadcasts(
    prng,
    size.broadcasts,
    anchorMs,
    size.clients,
    admins.map((a) => a.name),
  );
  const data = { locations: seedLocations(anchorMs), accounts, clients, transactions, broadcasts };
  return { ...data, activity: seedActivity(data) };
}

/** The start of the current UTC day: the same data all day long, "the last year" stays current. */
export const seedAnchor = (nowMs: number): number => nowMs - (nowMs % 86_400_000);
