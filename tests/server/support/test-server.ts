/**
 * The whole server in-process (buildServer), as tests meet it: listening on loopback, its mail captured, its
 * clock port frozen until a test moves it (never SQL now() for a rule), and a way back to the demo seed.
 */
import { buildServer, type RunningServer } from '../../../server/build-server';
import { deliverAllBroadcasts, type DeliveryOptions } from '../../../src/backend/broadcast-delivery';
import { readConfig } from '../../../server/config/read-config';
import { createBackend, type BackendOptions } from '../../../src/backend/create-backend';
import { DEMO_ACCOUNT } from '../../../src/backend/seed/demo-account';
import {
  createCapturingMailer,
  type CapturingMailer,
} from '../../application/backend/support/capturing-mailer';
import { createTestClock, type TestClock } from '../../application/backend/support/test-clock';
import { consoleBuild } from './host';
import { reseedDemo } from './reseed';
import { testPasswordHasher } from './test-hasher';

export const TEST_DELIVERY: DeliveryOptions = { batch: 50, ratePerMinute: null, leaseMs: 60_000 };

export interface TestServer {
  /** Where it listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
  readonly origin: string;
  readonly running: RunningServer;
  readonly mailer: CapturingMailer;
  /** The clock port as it is now (reseed replaces it). */
  readonly clock: TestClock;
  /** The demo seed again, nothing issued or mailed, the clock at real time. */
  reseed(): Promise<void>;
  /** Runs the broadcast runner's step until the queue is empty, as a server's runner would. */
  deliverBroadcasts(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `env` are the server's settings (docs/settings.md): DATA_DIR for PGlite, or DATABASE_URL and JWT_SECRET.
 * Rate limits are lifted unless `env` sets them: the contract is the core's, the limits have their own tests.
 * Passwords are hashed at a test cost (test-hasher.ts).
 */
export async function startTestServer(
  env: Record<string, string>,
  options: { staticFolder?: string; mailer?: CapturingMailer; backend?: BackendOptions } = {},
): Promise<TestServer> {
  let clock = createTestClock();
  const mailer = options.mailer ?? createCapturingMailer();
  const running = await buildServer({
    config: readConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000', ...env }),
    ports: { mailer, clock: { now: () => clock.now() }, hasher: testPasswordHasher },
    staticFolder: options.staticFolder ?? consoleBuild(),
    createBackend: (ports) => createBackend(ports, options.backend),
    // The cases step the broadcast queue themselves (deliverBroadcasts), on the moved clock.
    runBroadcasts: false,
  });
  try {
    const origin = (await running.app.listen({ host: '127.0.0.1', port: 0 })).replace(/\/$/, '');
    const passwordHash = await running.ports.hasher.hash(DEMO_ACCOUNT.password);
    return {
      origin,
      running,
      mailer,
      get clock() {
        return clock;
      },
      async reseed() {
        clock = createTestClock();
        mailer.clear();
        await reseedDemo(running.database, clock.now(), passwordHash);
      },
      deliverBroadcasts: () => deliverAllBroadcasts(running.ports, TEST_DELIVERY),
      close: () => running.close(),
    };
  } catch (error) {
    await running.close();
    throw error;
  }
}
