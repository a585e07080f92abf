import { Container, type ServiceIdentifier } from 'inversify';
import type { AdminAuth } from '../application/ports/admin-auth';
import type { DemoBackend } from '../application/ports/demo-backend';
import type { Notifier } from '../application/ports/notifier';
import type { SessionEvents } from '../application/ports/session-events';
import type { SessionRenewal } from '../application/ports/session-renewal';
import type { SessionStore } from '../application/ports/session-store';
import type { ServiceLocator } from '../application/ports/service-locator';
import { TOKENS, type Token } from '../application/tokens';
import { createSessionRenewal } from '../application/use-cases/renew-session';
import { createLoadingTracker, type LoadingTracker } from './browser/loading-tracker';
import { createLocalSessionStore } from './browser/local-session-store';
import { createSessionDialogDrafts } from './browser/session-dialog-drafts';
import { createSessionEvents } from './browser/session-events';
import { systemClock } from './browser/system-clock';
import { createDemoLoader, demoSizeFrom, type DemoLoader } from './demo-loader';
import type { ApiClient } from './http/api-call';
import { createApiClient } from './http/api-client';
import { createHttpAdminAuth } from './http/admin-auth.http';
import { createHttpAdminProfiles } from './http/admin-profiles.http';
import { createHttpEmailConsents } from './http/email-consents.http';
import { createHttpVendorRegistration } from './http/vendor-registration.http';
import { DEMO_CREDENTIALS } from './mirage/demo-credentials';
import { createNoticeHosts, type NoticeHostStack } from './notify/notice-hosts';
import { createToastNotifier } from './notify/toast-notifier';

/**
 * The services: the sign-in area's at once (every sign-in page's and the session's), and the console's
 * repositories bound into the same container on the console's first page (`./console-bindings`, its own chunk).
 */
export interface Services extends ServiceLocator {
  /** Binds the console's repositories, once; resolves to the same lookup, which then serves every token. */
  loadConsole(): Promise<ServiceLocator>;
}

export interface ServicesConfig {
  backend: 'demo' | 'http';
  apiBase: string;
}

/** What only the composition root sees: the API client and the write side of the loading flag. */
const INTERNAL = {
  Api: Symbol('ApiClient') as ServiceIdentifier<ApiClient>,
  Loading: Symbol('LoadingTracker') as ServiceIdentifier<LoadingTracker>,
  Hosts: Symbol('NoticeHostStack') as ServiceIdentifier<NoticeHostStack>,
};

const HTTP_ONLY: DemoBackend = { enabled: false, credentials: null, reset: async () => undefined };

function demoBackend(demo: DemoLoader | null): DemoBackend {
  // Checked against the build constant too, so http builds do not even carry the demo password.
  if (__BACKEND__ !== 'demo' || !demo) return HTTP_ONLY;
  return { enabled: true, credentials: DEMO_CREDENTIALS, reset: () => demo.reset() };
}

/** The composition root: the only place that knows the concrete adapters. Every binding is a singleton. */
export async function createServices(config: ServicesConfig): Promise<Services> {
  // `__BACKEND__` is a build-time constant: in http builds this branch, the fake backend's chunk and the
  // demo credentials are dropped from the bundle altogether.
  const demo =
    __BACKEND__ === 'demo' && config.backend === 'demo'
      ? createDemoLoader(config.apiBase, demoSizeFrom(location.search))
      : null;
  const container = new Container({ defaultScope: 'Singleton' });
  // Binds by token, so each factory is checked against the service type its token names.
  const bind = <T>(token: Token<T> | ServiceIdentifier<T>) => container.bind<T>(token);

  bind(INTERNAL.Hosts).toDynamicValue(() => createNoticeHosts());
  bind(TOKENS.NoticeHosts).toResolvedValue((hosts: NoticeHostStack) => hosts, [INTERNAL.Hosts]);
  bind(TOKENS.Notifier).toResolvedValue(createToastNotifier, [INTERNAL.Hosts]);
  bind(TOKENS.Clock).toConstantValue(systemClock);
  bind(TOKENS.SessionStore).toDynamicValue(() => createLocalSessionStore());
  bind(TOKENS.SessionEvents).toDynamicValue(() => createSessionEvents());
  bind(TOKENS.DialogDrafts).toDynamicValue(() => createSessionDialogDrafts());
  bind(INTERNAL.Loading).toDynamicValue(() => createLoadingTracker());
  bind(TOKENS.LoadingState).toResolvedValue((tracker: LoadingTracker) => tracker, [INTERNAL.Loading]);
  bind(TOKENS.DemoBackend).toConstantValue(demoBackend(demo));
  bind(INTERNAL.Api).toResolvedValue(
    (notifier: Notifier, session: SessionStore, loading: LoadingTracker, sessionEvents: SessionEvents) =>
      createApiClient({
        baseUrl: config.apiBase,
        readToken: () => session.read().token,
        notifier,
        loading,
        sessionEvents,
        // Asked for on a 401 only: the renewal needs AdminAuth, which needs this client.
        renewal: { renew: () => container.get<SessionRenewal>(TOKENS.SessionRenewal).renew() },
        ...(demo ? { ready: demo.ready } : {}),
      }),
    [TOKENS.Notifier, TOKENS.SessionStore, INTERNAL.Loading, TOKENS.SessionEvents],
  );
  bind(TOKENS.AdminAuth).toResolvedValue(createHttpAdminAuth, [INTERNAL.Api]);
  bind(TOKENS.SessionRenewal).toResolvedValue(
    (auth: AdminAuth, session: SessionStore): SessionRenewal => createSessionRenewal({ auth, session }),
    [TOKENS.AdminAuth, TOKENS.SessionStore],
  );
  bind(TOKENS.AdminProfiles).toResolvedValue(createHttpAdminProfiles, [INTERNAL.Api]);
  bind(TOKENS.EmailConsents).toResolvedValue(createHttpEmailConsents, [INTERNAL.Api]);
  bind(TOKENS.VendorRegistration).toResolvedValue(createHttpVendorRegistration, [INTERNAL.Api]);

  const get: ServiceLocator['get'] = (token) => container.get(token);
  let consoleBound: Promise<ServiceLocator> | null = null;
  const loadConsole = () =>
    (consoleBound ??= import('./console-bindings').then(({ bindConsoleRepositories }) => {
      bindConsoleRepositories(bind, INTERNAL.Api);
      return { get };
    }));
  return { get, loadConsole };
}
