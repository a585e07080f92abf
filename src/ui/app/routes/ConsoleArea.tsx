import { Suspense } from 'react';
import { AdminProfileProvider } from '../../session/admin-profile';
import { RequireSession } from '../../session/RequireSession';
import { PageLoading } from '../../shared/components/PageLoading';
import { ConsoleShell } from '../console-shell/ConsoleShell';
import type { RouteMatch } from './find-route';
import { RouteView } from './RouteView';

/** /app/*: the guarded console shell around the page (each page its own chunk, loaded on first visit). */
export default function ConsoleArea({ match }: { match: RouteMatch }) {
  return (
    <RequireSession>
      <AdminProfileProvider>
        <ConsoleShell>
          <Suspense fallback={<PageLoading />}>
            <RouteView match={match} />
          </Suspense>
        </ConsoleShell>
      </AdminProfileProvider>
    </RequireSession>
  );
}
