/**
 * The browser demo host of the backend core: a Mirage server that speaks docs/product.md §7 on the apiBase, with the
 * demo's ports (in-memory store kept in localStorage, fixed code 1234, keyed-hash tokens, data-URL photos).
 * Loaded as its own chunk in demo mode only (never in http mode).
 */
import { createBackend } from '../../backend/create-backend';
import {
  deliverAllBroadcasts,
  deliverBroadcastStep,
  type DeliveryOptions,
} from '../../backend/broadcast-delivery';
import type { BackendClock, BackendPorts } from '../../backend/ports';
import { consoleAddressAt } from '../../backend/rules/console-address';
import { runExpiry } from '../../backend/rules/expiry-run';
import { isDefaultSize, resolveSize } from '../../backend/seed/size';
import { DEMO_TIME_ZONE } from '../../domain/business-time';
import { createMemoryStore } from './db/memory-store';
import { createPersistence, memoryOnly } from './db/persistence';
import { seedSnapshot } from './db/seed-snapshot';
import { createKnobBoard } from './knobs';
import { demoGenerator } from './ports/generator';
import { silentMailer } from './ports/mailer';
import { demoPasswordHasher } from './ports/password-hasher';
import { demoPhotoKeeper } from './ports/photo-keeper';
import { demoTokenSigner } from './ports/token-signer';
import { readApiBase } from './server/api-base';
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

const systemClock: BackendClock = { now: () => Date.now() };
/** A demo broadcast moves a batch a second, so its counts are seen to move. */
const DEMO_DELIVERY: DeliveryOptions = { batch: 25, ratePerMinute: null, leaseMs: 60_000 };
const EXPIRY_EVERY_MS = 86_400_000;

/** One server at a time: a second start would stack a second fetch interceptor on the first. */
let running: DemoServerHandle | null = null;

export function startDemoServer(options: DemoServerOptions): DemoServerHandle {
  running?.shutdown();
  const size = resolveSize(options.size);
  const persistence = options.persist && isDefaultSize(size) ? createPersistence() : memoryOnly;
  const clock = options.ports?.clock ?? systemClock;
  const fresh = () => seedSnapshot(size, clock.now(), options.timeZone ?? DEMO_TIME_ZONE);
  const store = createMemoryStore(persistence.load() ?? fresh(), persistence.save);
  const ports: BackendPorts = {
    store,
    clock,
    mailer: options.ports?.mailer ?? silentMailer,
    signer: demoTokenSigner,
    hasher: demoPasswordHasher,
    generate: options.ports?.generate ?? demoGenerator,
    photos: demoPhotoKeeper,
    // The demo's console is the page it runs in.
    address: options.ports?.address ?? consoleAddressAt(() => window.location.origin),
  };
  const backend = createBackend(ports, options.backend);
  const deliverBroadcasts = () => deliverAllBroadcasts(ports, DEMO_DELIVERY);
  const every = options.deliverEveryMs === undefined ? 1_000 : options.deliverEveryMs;
  // The same runner step as a server's, on a timer (docs/product.md §10.27: nothing is mailed, the counts move).
  const runner =
    every === null ? null : setInterval(() => void deliverBroadcastStep(ports, DEMO_DELIVERY), every);
  // Two demo tabs share one saved db: take the other tab's save, or the next save here would undo its change.
  const stopFollowing = persistence.onSavedElsewhere(() => {
    const saved = persistence.load();
    if (saved) void store.replace(() => saved, false);
  });
  // The demo runs the programme's expiry as the server does: at start, then daily, on its own clock.
  const runExpiryNow = () => runExpiry(store, clock.now());
  const expiryTimer = setInterval(() => void runExpiryNow(), EXPIRY_EVERY_MS);
  void runExpiryNow();
  const knobs = createKnobBoard();
  const base = readApiBase(options.apiBase);
  const requests = createRequestLog(base.relativePath);
  const server = startMirage({
    base,
    routes: backend.routes,
    dispatch: requests.around(createPipeline({ backend, knobs, relativePath: base.relativePath })),
    environment: options.environment ?? 'development',
    latencyMs: options.latencyMs ?? 0,
  });

  const handle: DemoServerHandle = {
    knobs: { fail: knobs.fail, delay: knobs.delay, clear: knobs.clear },
    requests: { entries: requests.entries, clear: requests.clear },
    reset() {
      // The data goes back to the seed; codes on their way and signed-in sessions stay valid.
      void store.replace(
        ({ codes, oneTimeTokens, sessions }) => ({
          ...fresh(),
          codes,
          oneTimeTokens,
          sessions,
        }),
        true,
      );
    },
    deliverBroadcasts,
    runExpiry: runExpiryNow,
    shutdown() {
      if (running !== handle) return;
      running = null;
      if (runner !== null) clearInterval(runner);
      clearInterval(expiryTimer);
      stopFollowing();
      server.shutdown();
    },
  };
  running = handle;
  return handle;
}
