import { fakeLocations } from './location-fakes';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { Router, type RouterProps } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type {
  AdminAuth,
  AdminProfiles,
  DemoBackend,
  LoadingState,
  Notifier,
  SessionEnd,
  SessionEvents,
  VendorRegistration,
} from '../../../src/application/ports';
import type { ServiceLocator } from '../../../src/application/ports/service-locator';
import { TOKENS, type Token } from '../../../src/application/tokens';
import type { AdminProfile, SessionTokens } from '../../../src/domain/entities';
import type { AdminRole } from '../../../src/domain/roles';
import { createNoticeHosts } from '../../../src/adapters/notify/notice-hosts';
import { createSessionRenewal } from '../../../src/application/use-cases/renew-session';
import { memoryDialogDrafts } from './render-console';
import { createLocalThemeStore } from '../../../src/adapters/browser/local-theme-store';
import { App } from '../../../src/ui/app/App';
import {
  loadAuthArea,
  loadConsoleArea,
  loadServicesArea,
  loadSiteFrame,
} from '../../../src/ui/app/routes/frames';
import { ROUTES } from '../../../src/ui/app/routes/route-table';
import { BootContext, type Boot } from '../../../src/ui/shared/boot-context';
import { ServicesContext } from '../../../src/ui/shared/hooks/useService';
import { memorySessionStore, tokenExpiringAt } from '../../application/machines/fakes';

export { deferred, tokenExpiringAt } from '../../application/machines/fakes';

export const PROFILE: AdminProfile = {
  _id: 'admin-1',
  name: 'Ada Admin',
  email: 'admin@loyalloop.demo',
  role: 'Super Admin',
  location: 'Mississauga',
  createdAt: '2024-01-05T10:00:00Z',
};

export const signedInTokens = (lifetimeMs = 3_600_000): SessionTokens => ({
  accessToken: tokenExpiringAt(Date.now() + lifetimeMs),
  refreshToken: 'refresh',
  adminId: 'admin-1',
});

export function fakeAuth(): { [K in keyof AdminAuth]: ReturnType<typeof vi.fn<AdminAuth[K]>> } {
  return {
    requestLoginCode: vi.fn<AdminAuth['requestLoginCode']>(async () => ({
      adminId: 'admin-1',
      attemptId: 'attempt-1',
    })),
    verifyLoginCode: vi.fn<AdminAuth['verifyLoginCode']>(async () => signedInTokens()),
    refresh: vi.fn<AdminAuth['refresh']>(async () => signedInTokens()),
    requestResetCode: vi.fn<AdminAuth['requestResetCode']>(async () => ({
      adminId: 'admin-1',
      attemptId: 'attempt-1',
    })),
    verifyResetCode: vi.fn<AdminAuth['verifyResetCode']>(async () => ({ resetToken: 'reset-1' })),
    resetPassword: vi.fn<AdminAuth['resetPassword']>(async () => undefined),
    logout: vi.fn<AdminAuth['logout']>(async () => undefined),
    acceptInvite: vi.fn<AdminAuth['acceptInvite']>(async () => ({ email: 'new@loyalloop.demo' })),
    checkSetupLink: vi.fn<AdminAuth['checkSetupLink']>(async () => undefined),
    setUpFirstAdmin: vi.fn<AdminAuth['setUpFirstAdmin']>(async () => undefined),
  };
}

function fakeLoading() {
  let loading = false;
  const listeners = new Set<(value: boolean) => void>();
  const state: LoadingState & { set(value: boolean): void } = {
    isLoading: () => loading,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (value) => {
      loading = value;
      listeners.forEach((listener) => listener(value));
    },
  };
  return state;
}

function fakeSessionEvents(): SessionEvents {
  const listeners = new Set<(how: SessionEnd) => void>();
  const roles = new Set<(role: AdminRole) => void>();
  return {
    raiseExpired: (how = 'expired') => listeners.forEach((listener) => listener(how)),
    onExpired: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    raiseRole: (role) => roles.forEach((listener) => listener(role)),
    onRole: (listener) => {
      roles.add(listener);
      return () => roles.delete(listener);
    },
  };
}

export interface AuthWorld {
  auth: ReturnType<typeof fakeAuth>;
  session: ReturnType<typeof memorySessionStore>;
  notifier: {
    success: ReturnType<typeof vi.fn<Notifier['success']>>;
    error: ReturnType<typeof vi.fn<Notifier['error']>>;
    dismissErrors: ReturnType<typeof vi.fn<Notifier['dismissErrors']>>;
  };
  profiles: {
    get: ReturnType<typeof vi.fn<AdminProfiles['get']>>;
    uploadImage: ReturnType<typeof vi.fn<AdminProfiles['uploadImage']>>;
  };
  events: SessionEvents;
  loading: ReturnType<typeof fakeLoading>;
  demo: DemoBackend & { reset: ReturnType<typeof vi.fn<DemoBackend['reset']>> };
  registration: VendorRegistration;
  drafts: ReturnType<typeof memoryDialogDrafts>;
  extra: Map<symbol, unknown>;
}

/** Every service the sign-in screens and the shell use, as fakes; `extra` binds more (console repositories). */
export function fakeWorld(): AuthWorld {
  return {
    auth: fakeAuth(),
    session: memorySessionStore(),
    notifier: {
      success: vi.fn<Notifier['success']>(),
      error: vi.fn<Notifier['error']>(),
      dismissErrors: vi.fn<Notifier['dismissErrors']>(),
    },
    profiles: {
      get: vi.fn<AdminProfiles['get']>(async () => PROFILE),
      uploadImage: vi.fn<AdminProfiles['uploadImage']>(),
    },
    events: fakeSessionEvents(),
    loading: fakeLoading(),
    demo: {
      enabled: true,
      credentials: { email: 'admin@loyalloop.demo', password: 'Demo@1234', code: '1234' },
      reset: vi.fn<DemoBackend['reset']>(async () => undefined),
    },
    registration: {
      register: vi.fn(async () => ({ adminId: 'vendor-1', attemptId: 'attempt-1' })),
      resendCode: vi.fn(async () => ({ attemptId: 'attempt-2' })),
      verifyCode: vi.fn(async () => undefined),
    },
    drafts: memoryDialogDrafts(),
    extra: new Map(),
  };
}

function locator(world: AuthWorld): ServiceLocator {
  const services = new Map<symbol, unknown>([
    [TOKENS.AdminAuth, world.auth],
    [TOKENS.SessionStore, world.session],
    [TOKENS.Notifier, world.notifier],
    [TOKENS.Clock, { now: () => Date.now() }],
    // The console's first page (the dashboard's index lands on it): its figures stay loading unless a test binds them.
    [TOKENS.Overview, { load: () => new Promise(() => undefined) }],
    // The console shell reads the business's zone once (docs/product.md §10.31).
    [
      TOKENS.Settings,
      { load: async () => ({ timeZone: 'UTC' }), saveTimeZone: async (timeZone: string) => ({ timeZone }) },
    ],
    [TOKENS.AdminProfiles, world.profiles],
    [TOKENS.SessionEvents, world.events],
    [TOKENS.LoadingState, world.loading],
    [TOKENS.DemoBackend, world.demo],
    [TOKENS.NoticeHosts, createNoticeHosts()],
    [TOKENS.VendorRegistration, world.registration],
    [TOKENS.SessionRenewal, createSessionRenewal({ auth: world.auth, session: world.session })],
    [TOKENS.DialogDrafts, world.drafts],
    // The Overview and every picker read the business's locations: the demo's two unless a test binds its own.
    [TOKENS.Locations, fakeLocations()],
    ...world.extra,
  ]);
  return {
    get: <T,>(token: Token<T>): T => {
      if (!services.has(token)) throw new Error(`no fake bound for ${token.description ?? 'a token'}`);
      return services.get(token) as T;
    },
  };
}

/** The providers every screen runs in: the boot (real theme store), the fake services and a memory router. */
function inProviders(ui: ReactElement, world: AuthWorld, router: Omit<RouterProps, 'children'>) {
  // One promise, as the real boot hands out: the services area suspends on it once.
  const services = Promise.resolve(locator(world));
  const boot: Boot = { themeStore: createLocalThemeStore(), loadServices: () => services };
  return (
    <BootContext.Provider value={boot}>
      <ServicesContext.Provider value={locator(world)}>
        <Router {...router}>{ui}</Router>
      </ServicesContext.Provider>
    </BootContext.Provider>
  );
}

/** Renders at a path with the fakes, the real theme store and a recorded memory history. */
export function renderAuth(ui: ReactElement, options: { path: string; world?: AuthWorld }) {
  const world = options.world ?? fakeWorld();
  const location = memoryLocation({ path: options.path, record: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(inProviders(ui, world, { hook: location.hook, searchHook: location.searchHook }));
  return { ...view, user, world, history: location.history, navigate: location.navigate };
}

/** Renders to HTML as a server would: rendering only, no effect runs. */
export function renderOnServer(ui: ReactElement, options: { path: string; world: AuthWorld }): string {
  return renderToString(inProviders(ui, options.world, { ssrPath: options.path }));
}

/** Every chunk the app loads lazily, loaded once per test file so lazy pages resolve at once. */
export async function loadEveryChunk(): Promise<void> {
  await Promise.all([
    loadServicesArea(),
    loadAuthArea(),
    loadConsoleArea(),
    loadSiteFrame(),
    ...ROUTES.map((route) => (route.kind === 'page' ? route.load() : null)),
  ]);
}

/** The whole app at a path, routed by the route table, with the fakes as its services. */
export async function renderApp(path: string, world?: AuthWorld) {
  await loadEveryChunk();
  // Awaited in act: the services area suspends on the services once, and must be let through.
  return act(async () => renderAuth(<App />, world ? { path, world } : { path }));
}

/** The current path of a recorded memory history. */
export const currentPath = (history: readonly string[]) => history.at(-1)?.split('?')[0];
