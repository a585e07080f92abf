/**
 * The fake backend: a Mirage server that speaks SPEC §7 on the apiBase with seeded demo data and the rules a
 * real backend enforces. Loaded as its own chunk in demo mode only (never in http mode).
 */
import { createCodeBook } from './auth/codes';
import { createPersistence, memoryOnly } from './db/persistence';
import { createStore } from './db/store';
import { createKnobBoard } from './knobs';
import { broadcastRoutes } from './routes/broadcasts';
import { clientRoutes } from './routes/clients';
import { passwordResetRoutes } from './routes/password-reset';
import { pointsRoutes } from './routes/points';
import { profileRoutes } from './routes/profile';
import { registrationRoutes } from './routes/registration';
import { signInRoutes } from './routes/sign-in';
import { transactionRoutes } from './routes/transactions';
import { buildSeed, seedAnchor } from '../../backend/seed/build-seed';
import { isDefaultSize, resolveSize } from '../../backend/seed/size';
import { hashPassword } from './auth/hash';
import { DEMO_CREDENTIALS } from './demo-credentials';
import type { DbSnapshot } from './db/records';
import { readApiBase } from './server/api-base';
import type { Backend } from './server/context';
import { startMirage } from './server/create-server';
import { createPipeline } from './server/pipeline';
import { createRequestLog } from './request-log';
import type { DemoServerHandle, DemoServerOptions } from './types';

export type {
  DemoKnobs,
  DemoServerHandle,
  DemoServerOptions,
  DemoSize,
  FailureKnob,
  RouteMatch,
} from './types';
export type { LoggedRequest, RequestLog } from './request-log';
export { DEMO_CREDENTIALS } from './demo-credentials';
export { STORAGE_KEY } from './db/persistence';

const ROUTES = [
  ...signInRoutes,
  ...passwordResetRoutes,
  ...registrationRoutes,
  ...profileRoutes,
  ...clientRoutes,
  ...pointsRoutes,
  ...transactionRoutes,
  ...broadcastRoutes,
];

/** One server at a time: a second start would stack a second fetch interceptor on the first. */
let running: DemoServerHandle | null = null;

export function startDemoServer(options: DemoServerOptions): DemoServerHandle {
  running?.shutdown();
  const size = resolveSize(options.size);
  const persistence = options.persist && isDefaultSize(size) ? createPersistence() : memoryOnly;
  const seed = (): DbSnapshot => {
    const data = buildSeed(size, seedAnchor(Date.now()), hashPassword(DEMO_CREDENTIALS.password));
    const sequences = { transaction: data.transactions.length, broadcast: data.broadcasts.length };
    return { version: 1, ...data, sequences };
  };
  const backend: Backend = {
    store: createStore(persistence.load() ?? seed()),
    codes: createCodeBook(),
    now: () => Date.now(),
  };
  const knobs = createKnobBoard();
  const base = readApiBase(options.apiBase);
  const save = (): void => persistence.save(backend.store.data);
  // Two demo tabs share one saved db: take the other tab's save, or the next save here would undo its change.
  const stopFollowing = persistence.onSavedElsewhere(() => {
    const saved = persistence.load();
    if (saved) backend.store = createStore(saved);
  });
  const requests = createRequestLog(base.relativePath);
  const server = startMirage({
    base,
    routes: ROUTES,
    dispatch: requests.around(createPipeline({ backend, knobs, save, relativePath: base.relativePath })),
    environment: options.environment ?? 'development',
    latencyMs: options.latencyMs ?? 0,
  });

  const handle: DemoServerHandle = {
    knobs: { fail: knobs.fail, delay: knobs.delay, clear: knobs.clear },
    requests: { entries: requests.entries, clear: requests.clear },
    reset() {
      backend.store = createStore(seed());
      save();
    },
    shutdown() {
      if (running !== handle) return;
      running = null;
      stopFollowing();
      server.shutdown();
    },
  };
  running = handle;
  return handle;
}
