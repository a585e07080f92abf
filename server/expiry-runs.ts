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

/** What a run reports when it ends: what it booked and how long it took, or that another process ran it. */
export type ExpiryRunDone = (outcome: ExpiryRun | 'busy', ms: number) => void;

/**
 * Runs it now and then daily; answers the function that stops it. Each run's end is reported, so the log
 * says the daily run happened, what it booked and in how long (docs/performance.md, "The daily expiry run").
 */
export function startExpiryRuns(
  database: Pick<Database, 'exclusively'>,
  ports: Pick<BackendPorts, 'store' | 'clock'>,
  onError: (error: unknown) => void,
  onDone: ExpiryRunDone = () => undefined,
): () => void {
  const run = () => {
    const started = ports.clock.now();
    void expireOnce(database, ports).then((outcome) => onDone(outcome, ports.clock.now() - started), onError);
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
