// The fake backend as the Clients page meets it, for `npm run bench` (tests/bench/fake-backend.measure.ts):
// built like the app and run in Chromium, calling through the app's own HTTP client, so a list call is
// fetch → fake backend → JSON → superstruct decoding, as on the page.
import { demoSizeFrom } from '../../src/adapters/demo-loader';
import { createHttpAdminAuth } from '../../src/adapters/http/admin-auth.http';
import { createApiClient } from '../../src/adapters/http/api-client';
import { createHttpClients } from '../../src/adapters/http/clients.http';
import { startDemoServer } from '../../src/adapters/mirage';
import { DEMO_CREDENTIALS } from '../../src/adapters/mirage/demo-credentials';
import { CLIENT_FILTERS } from '../../src/domain/filters';

const API = '/api/';

export interface FakeBackendBench {
  /** ms of each start with the default demo data on empty storage (so the seed is built each time). */
  startUps(runs: number): number[];
  /** ms of each unfiltered list call with the demo sized by `search`, and the clients each decoded answer held. */
  listCalls(search: string, runs: number): Promise<{ ms: number[]; rows: number[] }>;
}

declare global {
  var __fakeBackendBench: FakeBackendBench | undefined;
}

function signedInClients() {
  const session = { token: null as string | null };
  const api = createApiClient({
    baseUrl: API,
    readToken: () => session.token,
    notifier: { success: () => undefined, error: () => undefined, dismissErrors: () => undefined },
    loading: { begin: () => () => undefined },
    sessionEvents: { raiseExpired: () => undefined },
  });
  const auth = createHttpAdminAuth(api);
  return async () => {
    const { email, password, code } = DEMO_CREDENTIALS;
    const { adminId } = await auth.requestLoginCode({ email, password });
    session.token = (
      await auth.verifyLoginCode({ adminId, otp: Number(code), rememberMe: false })
    ).accessToken;
    return createHttpClients(api);
  };
}

globalThis.__fakeBackendBench = {
  startUps(runs) {
    const ms: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      localStorage.clear();
      const start = performance.now();
      const server = startDemoServer({ apiBase: API, persist: true });
      ms.push(performance.now() - start);
      server.shutdown();
    }
    localStorage.clear();
    return ms;
  },
  async listCalls(search, runs) {
    const server = startDemoServer({ apiBase: API, persist: true, size: demoSizeFrom(search) });
    try {
      const clients = await signedInClients()();
      const ms: number[] = [];
      const rows: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const start = performance.now();
        const users = await clients.list(CLIENT_FILTERS.empty);
        ms.push(performance.now() - start);
        rows.push(users.length);
      }
      return { ms, rows };
    } finally {
      server.shutdown();
    }
  },
};
