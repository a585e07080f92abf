import { Suspense } from 'react';
import { AdminProfileProvider } from '../../session/admin-profile';
import { RequireSession } from '../../session/RequireSession';
import { RoleGate } from '../../session/RoleGate';
import { BusinessZoneProvider } from '../../session/business-zone';
import { ZoneGate } from '../../session/ZoneGate';
import { PageLoadBoundary } from '../../shared/components/PageLoadBoundary';
import { PageLoading } from '../../shared/components/PageLoading';
import { ConsoleShell } from '../console-shell/ConsoleShell';
import { CONSOLE_ROUTES } from './console-routes';
import { findRoute } from './find-route';
import { FALLBACK } from './site-routes';
import { warmPage } from './warm-up';
import { RouteView } from './RouteView';
import { retryFailedPages } from './retryable-pages';

/** /app/*: the guarded console shell around the page (each page its own chunk, loaded on first visit). */
export default function ConsoleArea({ path }: { path: string }) {
  const match = findRoute(path, CONSOLE_ROUTES, FALLBACK);
  // A path outside /app/dashboard that is no page (/app, /app/foo) goes to /home-page, signed in or not.
  if (match.route === FALLBACK) return <RouteView match={match} />;
  const role = match.route.kind === 'page' ? match.route.role : undefined;
  const view = <RouteView match={match} />;
  return (
    <RequireSession>
      <AdminProfileProvider>
        <BusinessZoneProvider>
          <ConsoleShell>
            <PageLoadBoundary resetKey={path} onRetry={retryFailedPages}>
              <Suspense fallback={<PageLoading />}>
                <ZoneGate>{role === undefined ? view : <RoleGate role={role}>{view}</RoleGate>}</ZoneGate>
              </Suspense>
            </PageLoadBoundary>
          </ConsoleShell>
        </BusinessZoneProvider>
      </AdminProfileProvider>
    </RequireSession>
  );
}

/** Starts loading the console page at this path (the boot calls it once this chunk is here). */
export const warm = (path: string): void => warmPage(path, CONSOLE_ROUTES);
