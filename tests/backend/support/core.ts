/**
 * The backend core over fake ports, no host: the demo's in-memory store on a seed, a clock the test moves,
 * a capturing mailer, a generator of chosen codes, a photo keeper that only names what it kept.
 */
import { createMemoryStore, type MemoryStore } from '../../../src/adapters/mirage/db/memory-store';
import { seedSnapshot } from '../../../src/adapters/mirage/db/seed-snapshot';
import type { DbSnapshot } from '../../../src/adapters/mirage/db/snapshot';
import { demoPasswordHasher } from '../../../src/adapters/mirage/ports/password-hasher';
import { demoTokenSigner } from '../../../src/adapters/mirage/ports/token-signer';
import type { Backend } from '../../../src/backend/backend';
import { createBackend, type BackendOptions } from '../../../src/backend/create-backend';
import type { BackendPorts, Generator } from '../../../src/backend/ports';
import { consoleAddressAt } from '../../../src/backend/rules/console-address';
import { DEMO_ACCOUNT } from '../../../src/backend/seed/demo-account';
import {
  isDownload,
  type BackendAnswer,
  type DownloadAnswer,
  type HttpVerb,
  type JsonAnswer,
  type RequestBody,
} from '../../../src/backend/wire';
import {
  createCapturingMailer,
  type CapturingMailer,
} from '../../application/backend/support/capturing-mailer';
import { createTestClock, type TestClock } from '../../application/backend/support/test-clock';

export interface CoreUnderTest {
  backend: Backend;
  ports: BackendPorts;
  store: MemoryStore;
  clock: TestClock;
  mailer: CapturingMailer;
  /** Sends one request to the route `verb path` (as the route table names it); fails on a download. */
  call(verb: HttpVerb, path: string, request?: Partial<CallInit>): Promise<JsonAnswer>;
  /** The same for a route that answers a file; fails on a JSON answer. */
  download(path: string, request?: Partial<CallInit>): Promise<DownloadAnswer>;
  /** Signs the demo admin in; answers the access token. */
  signIn(): Promise<string>;
}

export interface CallInit {
  params: Record<string, string>;
  query: Record<string, string>;
  body: RequestBody;
  bearer: string | null;
  ip: string | null;
}

export const json = (value: Record<string, unknown>): RequestBody => ({ kind: 'json', value });

let counter = 0;
/** Codes from a list (then '4321'), tokens and ids counted, so every run is the same. */
export const fixedGenerator = (codes: string[] = []): Generator => ({
  code: () => codes.shift() ?? '4321',
  token: () => `token-${(counter += 1)}`,
  objectId: () => (counter += 1).toString(16).padStart(24, 'e'),
  opaqueId: (text) =>
    [...text]
      .reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 2 ** 48, 7)
      .toString(16)
      .padStart(24, '0'),
});

export function coreUnderTest(
  options: {
    codes?: string[];
    edit?: (seed: DbSnapshot) => DbSnapshot;
    store?: (s: MemoryStore) => MemoryStore;
    backend?: BackendOptions;
  } = {},
): CoreUnderTest {
  const clock = createTestClock(Date.parse('2026-11-22T10:00:00.000Z'));
  const seed = seedSnapshot({ clients: 12, transactions: 40, broadcasts: 5 }, clock.now());
  const store = createMemoryStore(options.edit ? options.edit(seed) : seed, () => undefined);
  const mailer = createCapturingMailer();
  const ports: BackendPorts = {
    store: options.store ? options.store(store) : store,
    clock,
    mailer,
    signer: demoTokenSigner,
    hasher: demoPasswordHasher,
    generate: fixedGenerator(options.codes),
    photos: { keep: async (image) => `kept:${image.mime}:${image.bytes.length}` },
    address: consoleAddressAt(() => 'https://console.test'),
  };
  const backend = createBackend(ports, options.backend);
  const send = (verb: HttpVerb, path: string, init: Partial<CallInit> = {}): Promise<BackendAnswer> => {
    const route = backend.routes.find((r) => r.verb === verb && r.path === path);
    if (!route) throw new Error(`no route ${verb} ${path}`);
    const query = init.query ?? {};
    return backend.handle(route, {
      verb,
      params: init.params ?? {},
      query: (name) => query[name] ?? '',
      body: init.body ?? { kind: 'none' },
      bearer: init.bearer ?? null,
      ip: init.ip ?? null,
      userAgent: '',
    });
  };
  const call: CoreUnderTest['call'] = async (verb, path, init) => {
    const answer = await send(verb, path, init);
    if (isDownload(answer)) throw new Error(`${verb} ${path} answered a download`);
    return answer;
  };
  return {
    backend,
    ports,
    store,
    clock,
    mailer,
    call,
    async download(path, init) {
      const answer = await send('GET', path, init);
      if (!isDownload(answer)) throw new Error(`GET ${path} answered ${JSON.stringify(answer.body)}`);
      return answer;
    },
    async signIn() {
      const login = await call('POST', 'admin/email-login', { body: json({ ...DEMO_ACCOUNT }) });
      const otp = Number(mailer.lastCodeFor(DEMO_ACCOUNT.email));
      const verified = await call('POST', 'admin/verify-email-otp', {
        body: json({ adminId: login.body.adminId, attemptId: login.body.attemptId, otp }),
      });
      return String(verified.body.accessToken);
    },
  };
}

/** The database without the parts a refused call may legitimately touch: none. A deep copy to compare. */
export const stateOf = (core: CoreUnderTest): DbSnapshot => structuredClone(core.store.snapshot());
