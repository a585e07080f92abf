/**
 * The broadcast runner of one server process (docs/architecture.md, "Broadcast emails"): a few lanes, each
 * taking the core's step again as soon as it claimed something and waiting a second when it claimed nothing.
 * Lanes and processes share the queue through the database (FOR UPDATE SKIP LOCKED), never through memory.
 * Returns the function that stops it, which waits for the step in flight.
 */
import {
  deliverBroadcastStep,
  type DeliveryOptions,
  type RecoveredMail,
} from '../src/backend/broadcast-delivery';
import type { BackendPorts } from '../src/backend/ports';
import type { BroadcastSettings } from './config/server-config';
import { BROADCAST_CONNECTIONS } from './ports/smtp-mailer';

const IDLE_MS = 1_000;
const BATCH = 50;

/** What the log says when a step took back a stopped runner's rows: both counts, in words. */
export const recoveredLine = ({ requeued, inDoubt }: RecoveredMail): string =>
  `broadcast mail: rows of a runner that stopped or stalled past its lease taken back: ${inDoubt} in doubt ` +
  `(an SMTP exchange under way), counted failed and never mailed again; ${requeued} not yet mailed, queued again`;

export interface RunnerLog {
  /** A step failed (it is taken again). */
  failed(error: unknown): void;
  /** A stopped runner's rows were taken back: a warning when some are in doubt, else information. */
  recovered(taken: RecoveredMail, line: string): void;
}

export function startBroadcastRunner(
  ports: BackendPorts,
  settings: BroadcastSettings,
  log: RunnerLog,
): () => Promise<void> {
  const options: DeliveryOptions = {
    batch: BATCH,
    ...settings,
    onRecovered: (taken) => log.recovered(taken, recoveredLine(taken)),
  };
  const onError = log.failed;
  // At a set rate one lane is plenty, and keeps the rate's count simple; unlimited, one per SMTP connection.
  const lanes = settings.ratePerMinute === null ? BROADCAST_CONNECTIONS : 1;
  let stopping = false;
  const wakers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      }
      wakers.add(done);
    });
  const lane = async (): Promise<void> => {
    while (!stopping) {
      const claimed = await deliverBroadcastStep(ports, options).catch((error: unknown) => {
        onError(error);
        return 0;
      });
      if (claimed === 0 && !stopping) await pause(IDLE_MS);
    }
  };
  const running = Array.from({ length: lanes }, lane);
  return async () => {
    stopping = true;
    for (const wake of [...wakers]) wake();
    await Promise.all(running);
  };
}
