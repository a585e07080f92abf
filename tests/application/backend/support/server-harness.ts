/**
 * The Node server as a contract-suite backend (buildServer in-process, the app's HTTP repositories pointed at
 * it over loopback): one database per test file, back to the demo seed before each case (reseed.ts).
 */
import { startTestServer, type TestServer } from '../../../server/support/test-server';
import { createCapturingMailer } from './capturing-mailer';
import type { BackendHarness, HarnessOptions } from './harness';

/** Where the server's data lives for one file: its settings, and how to remove it afterwards. */
export interface ServerDatabase {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export function serverHarness(
  name: string,
  open: () => Promise<ServerDatabase>,
  options: HarnessOptions = {},
): BackendHarness {
  const mailer = createCapturingMailer();
  let server: TestServer | null = null;
  let database: ServerDatabase | null = null;
  const running = (): TestServer => {
    if (server === null) throw new Error(`${name} is not started`);
    return server;
  };
  return {
    name,
    get apiBase() {
      return `${running().origin}/api/`;
    },
    mailer,
    async start() {
      database = await open();
      server = await startTestServer(database.env, { mailer, backend: options.backend });
    },
    async stop() {
      await server?.close();
      await database?.dispose();
    },
    reset: () => running().reseed(),
    deliverBroadcasts: () => running().deliverBroadcasts(),
    advanceClock: (ms) => running().clock.advance(ms),
    now: () => running().clock.now(),
    runExpiry: () => running().running.runExpiry(),
  };
}
