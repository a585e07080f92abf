/** The browser demo host as a contract-suite backend: started fresh for each case, which costs a millisecond. */
import {
  startDemoServer,
  type DemoServerHandle,
  type DemoServerOptions,
} from '../../../../src/adapters/mirage';
import { createCapturingMailer } from './capturing-mailer';
import type { BackendHarness } from './harness';
import { createTestClock, type TestClock } from './test-clock';

export interface MirageHarness extends BackendHarness {
  /** The running demo server: its knobs and Reset demo data, for the demo-only cases. */
  readonly demo: DemoServerHandle;
}

export function mirageHarness(options: Partial<DemoServerOptions> = {}): MirageHarness {
  const mailer = createCapturingMailer();
  let clock: TestClock = createTestClock();
  let server: DemoServerHandle | null = null;
  const launch = (): void => {
    clock = createTestClock();
    mailer.clear();
    // UTC, as a fresh server database starts: every host of the suite counts the same days.
    server = startDemoServer({
      apiBase: '/api/',
      environment: 'test',
      timeZone: 'UTC',
      deliverEveryMs: null,
      ...options,
      ports: { clock, mailer },
    });
  };
  return {
    name: 'demo host (Mirage)',
    apiBase: '/api/',
    mailer,
    get demo() {
      if (server === null) throw new Error('the demo host is not started');
      return server;
    },
    start: async () => launch(),
    stop: async () => server?.shutdown(),
    async reset() {
      server?.shutdown();
      launch();
    },
    deliverBroadcasts: async () => server?.deliverBroadcasts(),
    advanceClock: (ms) => clock.advance(ms),
    now: () => clock.now(),
    runExpiry: () => {
      if (server === null) throw new Error('the demo host is not started');
      return server.runExpiry();
    },
  };
}
