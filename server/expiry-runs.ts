/**
 * The daily expiry run (docs/product.md §10.28) on the server: at start and every day after, by the clock
 * port, under an advisory lock so one process runs it whatever the number sharing the database; the others
 * answer 'busy' and leave it. The rule and its idempotence are the core's (src/backend/rules/expiry-run.ts).
 */
import type { BackendPorts } from '../src/backend/ports';
import { runExpiry, type ExpiryRun } from '../src/backend/rules/expiry-run';
import type { Database } from './db/database';

/** The advisory lock key of the expiry run (any constant apart from the migrations' own: "Expi" in ASCII). */
export const EXPIRY_LOCK_KEY = 0x45787069;

const DAY_MS = 86_400_000;

export const expireOnce = (
  database: Pick<Database, 'exclusively'>,
  ports: Pick<BackendPorts, 'store' | 'clock'>,
): Promise<ExpiryRun | 'busy'> =>
  database.exclusively(EXPIRY_LOCK_KEY, () => runExpiry(ports.store, ports.clock.now()));

/** Runs it now and then daily; answers the function that stops it. */
export function startExpiryRuns(
  database: Pick<Database, 'exclusively'>,
  ports: Pick<BackendPorts, 'store' | 'clock'>,
  onError: (error: unknown) => void,
): () => void {
  const run = () => void expireOnce(database, ports).catch(onError);
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
