/**
 * The daily expiry run (docs/product.md §10.28) on the server: at start and every day after, by the clock
 * port, under an advisory lock so one process runs it whatever the number sharing the database; the others
 * answer 'busy' and leave it. The rule and its idempotence are the core's (src/backend/rules/expiry-run.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
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

/**
 * What a run says in the log: what it booked and in how long (the clock port's ms from its start), or that
 * another process holds the run (docs/performance.md, "The daily expiry run", times the first).
 */
export const expiryRunLine = (run: ExpiryRun | 'busy', ms: number): string =>
  run === 'busy'
    ? 'expiry run: another process holds it; left to that one'
    : `expiry run: booked ${run.entries} entries, ${run.points} points in ${ms} ms`;

/** Runs it now and then daily, logging each outcome; answers the function that stops it. */
export function startExpiryRuns(
  database: Pick<Database, 'exclusively'>,
  ports: Pick<BackendPorts, 'store' | 'clock'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): () => void {
  const run = () => {
    const started = ports.clock.now();
    void expireOnce(database, ports).then(
      (outcome) => log.info(expiryRunLine(outcome, ports.clock.now() - started)),
      (error: unknown) => log.warn({ err: error }, 'expiry run failed'),
    );
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
