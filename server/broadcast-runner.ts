/**
 * The broadcast runner of one server process (docs/architecture.md, "Broadcast emails"): a few lanes, each
 * taking the core's step again as soon as it claimed something and waiting a second when it claimed nothing.
 * Lanes and processes share the queue through the database (FOR UPDATE SKIP LOCKED), never through memory.
 * Returns the function that stops it, which waits for the step in flight.
 */
import { deliverBroadcastStep, type DeliveryOptions } from '../src/backend/broadcast-delivery';
import type { BackendPorts } from '../src/backend/ports';
import type { BroadcastSettings } from './config/server-config';
import { BROADCAST_CONNECTIONS } from './ports/smtp-mailer';

const IDLE_MS = 1_000;
const BATCH = 50;

export function startBroadcastRunner(
  ports: BackendPorts,
  settings: BroadcastSettings,
  onError: (error: unknown) => void,
): () => Promise<void> {
  const options: DeliveryOptions = { batch: BATCH, ...settings };
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
