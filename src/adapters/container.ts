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
import { createLocalImportMappings } from './browser/local-import-mappings';
import { createSessionEvents } from './browser/session-events';
import { systemClock } from './browser/system-clock';
import { createDemoLoader, demoSizeFrom, type DemoLoader } from './demo-loader';
import type { ApiClient } from './http/api-call';
import { createApiClient } from './http/api-client';
import { createHttpActivity } from './http/activity.http';
import { createHttpOverview } from './http/overview.http';
import { createHttpProgramme } from './http/programme.http';
import { createHttpAdminAuth } from './http/admin-auth.http';
import { createHttpAdminProfiles } from './http/admin-profiles.http';
import { createHttpSignedInDevices } from './http/signed-in-devices.http';
import { createHttpSettings } from './http/settings.http';
import { createHttpTeam } from './http/team.http';
import { createHttpRewards } from './http/rewards.http';
import { createHttpLocations } from './http/locations.http';
import { createHttpApiKeys } from './http/api-keys.http';
import { createHttpBroadcasts } from './http/broadcasts.http';
import { createHttpEmailConsents } from './http/email-consents.http';
import { createHttpClients } from './http/clients.http';
import { createHttpTransactions } from './http/transactions.http';
import { createHttpVendorRegistration } from './http/vendor-registration.http';
import { DEMO_CREDENTIALS } from './mirage/demo-credentials';
import { createNoticeHosts, type NoticeHostStack } from './notify/notice-hosts';
import { createToastNotifier } from './notify/toast-notifier';

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
export async function createServices(config: ServicesConfig): Promise<ServiceLocator> {
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
  bind(TOKENS.ImportMappings).toDynamicValue(() => createLocalImportMappings());
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
  bind(TOKENS.Team).toResolvedValue(createHttpTeam, [INTERNAL.Api]);
  bind(TOKENS.Rewards).toResolvedValue(createHttpRewards, [INTERNAL.Api]);
  bind(TOKENS.Locations).toResolvedValue(createHttpLocations, [INTERNAL.Api]);
  bind(TOKENS.Settings).toResolvedValue(createHttpSettings, [INTERNAL.Api]);
  bind(TOKENS.ApiKeys).toResolvedValue(createHttpApiKeys, [INTERNAL.Api]);
  bind(TOKENS.SignedInDevices).toResolvedValue(createHttpSignedInDevices, [INTERNAL.Api]);
  bind(TOKENS.Clients).toResolvedValue(createHttpClients, [INTERNAL.Api]);
  bind(TOKENS.Transactions).toResolvedValue(createHttpTransactions, [INTERNAL.Api]);
  bind(TOKENS.Broadcasts).toResolvedValue(createHttpBroadcasts, [INTERNAL.Api]);
  bind(TOKENS.EmailConsents).toResolvedValue(createHttpEmailConsents, [INTERNAL.Api]);
  bind(TOKENS.Activity).toResolvedValue(createHttpActivity, [INTERNAL.Api]);
  bind(TOKENS.Overview).toResolvedValue(createHttpOverview, [INTERNAL.Api]);
  bind(TOKENS.Programme).toResolvedValue(createHttpProgramme, [INTERNAL.Api]);
  bind(TOKENS.VendorRegistration).toResolvedValue(createHttpVendorRegistration, [INTERNAL.Api]);

  return { get: (token) => container.get(token) };
}
