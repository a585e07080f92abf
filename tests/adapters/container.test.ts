import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../src/adapters/container';
import { demoSizeFrom } from '../../src/adapters/demo-loader';
import { DEMO_CREDENTIALS } from '../../src/adapters/mirage/demo-credentials';
import { TOKENS, type Token } from '../../src/application/tokens';

const mirage = vi.hoisted(() => {
  const handle = {
    reset: vi.fn(),
    shutdown: vi.fn(),
    knobs: { fail: vi.fn(), delay: vi.fn(), clear: vi.fn() },
    requests: { entries: vi.fn(() => []), clear: vi.fn() },
  };
  return { handle, startDemoServer: vi.fn(() => handle) };
});
// The real fake backend has its own tests; here only the wiring to it matters.
vi.mock('../../src/adapters/mirage', () => ({ startDemoServer: mirage.startDemoServer }));

const okFetch = () =>
  vi.fn(async () => new Response(JSON.stringify({ data: { users: [] } }), { status: 200 }));
const ALL = { from: '', to: '', search: '', location: [], blockStatus: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  mirage.startDemoServer.mockClear();
  mirage.handle.reset.mockClear();
  globalThis.__loyalloopDemo = undefined;
  window.history.replaceState(null, '', '/');
});

/** What the sign-in pages, the unsubscribe page and the session watch ask for (docs/performance.md, "Bundle budgets"). */
const SIGN_IN_TOKENS: readonly string[] = [
  'AdminAuth',
  'AdminProfiles',
  'EmailConsents',
  'VendorRegistration',
  'SessionStore',
  'SessionEvents',
  'SessionRenewal',
  'Notifier',
  'NoticeHosts',
  'Clock',
  'LoadingState',
  'DemoBackend',
  'DialogDrafts',
];

const tokenOf = (name: string): Token<unknown> => TOKENS[name as keyof typeof TOKENS];

/** The services with the console's repositories bound too, as the console's first page has them. */
const consoleServices = async (config: Parameters<typeof createServices>[0]) =>
  (await createServices(config)).loadConsole();

describe.each(['demo', 'http'] as const)('the container in %s mode', (backend) => {
  it('resolves every token once the console’s repositories are loaded, each to one shared instance', async () => {
    const services = await consoleServices({ backend, apiBase: '/api/' });
    for (const [name, token] of Object.entries(TOKENS) as [string, Token<unknown>][]) {
      const service: unknown = services.get(token);
      expect(service, name).toBeTypeOf('object');
      expect(services.get(token), name).toBe(service);
    }
  });

  it('binds only what sign-in needs until the console asks for its repositories, then binds them once', async () => {
    const services = await createServices({ backend, apiBase: '/api/' });
    for (const name of SIGN_IN_TOKENS) expect(services.get(tokenOf(name)), name).toBeTypeOf('object');
    const consoleOnly = Object.keys(TOKENS).filter((name) => !SIGN_IN_TOKENS.includes(name));
    expect(consoleOnly).toContain('Clients');
    for (const name of consoleOnly) {
      expect(() => services.get(tokenOf(name)), name).toThrow();
    }
    const loading = services.loadConsole();
    expect(services.loadConsole()).toBe(loading);
    const loaded = await loading;
    for (const name of consoleOnly) {
      expect(loaded.get(tokenOf(name)), name).toBeTypeOf('object');
    }
    // One container: what sign-in resolved is what the console gets.
    expect(loaded.get(TOKENS.AdminAuth)).toBe(services.get(TOKENS.AdminAuth));
  });

  it('sends the stored token, drives the loading flag and raises 401s through the bound services', async () => {
    const services = await consoleServices({ backend, apiBase: '/api/' });
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'expired' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    services.get(TOKENS.SessionStore).save({ accessToken: 'at', refreshToken: 'rt', adminId: 'A-1' });
    const expired = vi.fn();
    services.get(TOKENS.SessionEvents).onExpired(expired);
    const seen: boolean[] = [];
    services.get(TOKENS.LoadingState).subscribe((loading) => seen.push(loading));

    await services
      .get(TOKENS.Clients)
      .list(ALL)
      .catch(() => undefined);

    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer at');
    expect(expired).toHaveBeenCalledOnce();
    expect(seen).toEqual([true, false]);
  });
});

describe('demo mode', () => {
  it('starts the fake backend once, on the first request, and exposes its reset, knobs and request log', async () => {
    vi.stubGlobal('fetch', okFetch());
    const services = await consoleServices({ backend: 'demo', apiBase: '/api/' });
    expect(mirage.startDemoServer).not.toHaveBeenCalled();
    await services.get(TOKENS.Clients).list(ALL);
    await services.get(TOKENS.Clients).list(ALL);
    expect(mirage.startDemoServer).toHaveBeenCalledExactlyOnceWith({ apiBase: '/api/', persist: true });
    expect(globalThis.__loyalloopDemo?.knobs).toBe(mirage.handle.knobs);
    expect(globalThis.__loyalloopDemo?.requests).toBe(mirage.handle.requests);
    globalThis.__loyalloopDemo?.reset();
    expect(mirage.handle.reset).toHaveBeenCalledOnce();
  });

  it('sizes the demo data from ?demoClients=N', async () => {
    window.history.replaceState(null, '', '/auth/login?demoClients=10000');
    vi.stubGlobal('fetch', okFetch());
    const services = await consoleServices({ backend: 'demo', apiBase: '/api/' });
    await services.get(TOKENS.Clients).list(ALL);
    expect(mirage.startDemoServer).toHaveBeenCalledWith({
      apiBase: '/api/',
      persist: true,
      size: { clients: 10_000 },
    });
  });

  it('offers the demo credentials and a reset that starts the backend if needed', async () => {
    const services = await createServices({ backend: 'demo', apiBase: '/api/' });
    const demo = services.get(TOKENS.DemoBackend);
    expect(demo.enabled).toBe(true);
    expect(demo.credentials).toEqual(DEMO_CREDENTIALS);
    await demo.reset();
    expect(mirage.startDemoServer).toHaveBeenCalledOnce();
    expect(mirage.handle.reset).toHaveBeenCalledOnce();
  });
});

describe('http mode', () => {
  it('never starts the fake backend and offers no demo', async () => {
    vi.stubGlobal('fetch', okFetch());
    const services = await consoleServices({ backend: 'http', apiBase: 'https://api.example.test/api/' });
    await services.get(TOKENS.Clients).list(ALL);
    await services.get(TOKENS.DemoBackend).reset();
    expect(mirage.startDemoServer).not.toHaveBeenCalled();
    expect(globalThis.__loyalloopDemo).toBeUndefined();
    expect(services.get(TOKENS.DemoBackend)).toMatchObject({ enabled: false, credentials: null });
  });
});

describe('?demoClients=N', () => {
  it('asks the fake backend for N clients (it scales the rest: see resolveSize)', () => {
    expect(demoSizeFrom('?demoClients=500')).toEqual({ clients: 500 });
    expect(demoSizeFrom('?x=1&demoClients=2000')).toEqual({ clients: 2000 });
  });

  it('is capped at 10,000 clients, so a hand-edited URL cannot freeze the tab', () => {
    expect(demoSizeFrom('?demoClients=99999999')).toEqual({ clients: 10_000 });
  });

  it('is ignored unless it is a positive whole number', () => {
    for (const search of [
      '',
      '?demoClients=',
      '?demoClients=abc',
      '?demoClients=-5',
      '?demoClients=0',
      '?demoClients=1.5',
    ]) {
      expect(demoSizeFrom(search), search).toBeUndefined();
    }
  });
});
