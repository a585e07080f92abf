// The fake backend as the Clients page meets it, for `npm run bench` (tests/bench/fake-backend.measure.ts):
// built like the app and run in Chromium, calling through the app's own HTTP client, so a list call is
// fetch → fake backend → JSON → superstruct decoding, as on the page. The call timed is the Clients page's on
// arrival (ClientsPage.tsx): its first page, in its default order, with the total.
import { demoSizeFrom } from '../../src/adapters/demo-loader';
import { createHttpAdminAuth } from '../../src/adapters/http/admin-auth.http';
import { createApiClient } from '../../src/adapters/http/api-client';
import { createHttpClients } from '../../src/adapters/http/clients.http';
import { startDemoServer } from '../../src/adapters/mirage';
import { DEMO_CREDENTIALS } from '../../src/adapters/mirage/demo-credentials';
import { nextTask } from '../../src/adapters/mirage/server/next-task';
import { pageClients } from '../../src/application/use-cases/list-clients';
import { PAGE_SIZE } from '../../src/domain/constants';
import { CLIENT_FILTERS } from '../../src/domain/filters';
import { listSortOf } from '../../src/domain/list-order';

const API = '/api/';

export interface FakeBackendBench {
  /** ms of each start with the default demo data on empty storage (so the seed is built each time). */
  startUps(runs: number): number[];
  /**
   * ms of each arrival call of the Clients page with the demo sized by `search`, what each answer held, and
   * the first page as the whole list (newest first, docs/product.md §7) has it, read once, untimed.
   */
  arrivalCalls(search: string, runs: number): Promise<ArrivalCalls>;
}

export interface ArrivalCalls {
  ms: number[];
  answers: { ids: string[]; total: number }[];
  expectedIds: string[];
  clients: number;
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
    const { adminId, attemptId } = await auth.requestLoginCode({ email, password });
    session.token = (
      await auth.verifyLoginCode({ adminId, attemptId, otp: Number(code), rememberMe: false })
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
  async arrivalCalls(search, runs) {
    const server = startDemoServer({ apiBase: API, persist: true, size: demoSizeFrom(search) });
    try {
      const clients = await signedInClients()();
      // The page's own query on arrival: no filter, page 1 of PAGE_SIZE, no sort asked (newest first).
      const view = { page: 1, size: PAGE_SIZE, sort: listSortOf(null) };
      const ms: number[] = [];
      const answers: ArrivalCalls['answers'] = [];
      for (let run = 0; run < runs; run += 1) {
        // Each call starts in a task of its own, as the page's does (from React's effect): run straight after
        // the previous one it would be nested in that call's timers (the fake XHR's and fetch's setTimeout(0)),
        // which Chromium clamps to 4 ms each from the fifth nesting on.
        await nextTask();
        const start = performance.now();
        const answer = await pageClients(clients, CLIENT_FILTERS.empty, view);
        ms.push(performance.now() - start);
        answers.push({ ids: answer.rows.map((c) => c.userId), total: answer.total });
      }
      const whole = await clients.list(CLIENT_FILTERS.empty);
      const expectedIds = whole.slice(0, PAGE_SIZE).map((c) => c.userId);
      return { ms, answers, expectedIds, clients: whole.length };
    } finally {
      server.shutdown();
    }
  },
};
