import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoading } from '../../shared/components/PageLoading';
import { RequireSession } from '../../session/RequireSession';
import { AdminProfileProvider } from '../../session/admin-profile';
import { ConsoleShell } from '../console-shell/ConsoleShell';

// Each page is its own chunk, loaded when first visited.
const ClientsPage = lazy(() => import('../../features/clients/ClientsPage'));
const ClientDetailPage = lazy(() => import('../../features/clients/ClientDetailPage'));
const PointsPage = lazy(() => import('../../features/points/PointsPage'));
const TransactionDetailPage = lazy(() => import('../../features/points/TransactionDetailPage'));
const BroadcastsPage = lazy(() => import('../../features/broadcasts/BroadcastsPage'));
const BroadcastDetailPage = lazy(() => import('../../features/broadcasts/BroadcastDetailPage'));
const ProfilePage = lazy(() => import('../../features/profile/ProfilePage'));

/** /app/*: the guarded console shell and its pages (SPEC §2 route table). */
export default function ConsoleRoutes() {
  return (
    <RequireSession>
      <AdminProfileProvider>
        <ConsoleShell>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              {/* Keyed, so a redirect that leads to another redirect mounts afresh and runs. */}
              <Route path="/app/dashboard" key="index">
                <Redirect to="/app/dashboard/clients" replace />
              </Route>
              <Route path="/app/dashboard/clients" component={ClientsPage} />
              <Route path="/app/dashboard/clients/:clientId">
                {(params) => <ClientDetailPage clientId={params.clientId} />}
              </Route>
              <Route path="/app/dashboard/points" component={PointsPage} />
              <Route path="/app/dashboard/points/:transactionId">
                {(params) => <TransactionDetailPage transactionId={params.transactionId} />}
              </Route>
              <Route path="/app/dashboard/broadcasts" component={BroadcastsPage} />
              <Route path="/app/dashboard/broadcasts/:broadcastId">
                {(params) => <BroadcastDetailPage broadcastId={params.broadcastId} />}
              </Route>
              <Route path="/app/profile" component={ProfilePage} />
              {/* Any other path under the console, /app/dashboard/* included, lands on the dashboard. */}
              <Route key="fallback">
                <Redirect to="/app/dashboard" replace />
              </Route>
            </Switch>
          </Suspense>
        </ConsoleShell>
      </AdminProfileProvider>
    </RequireSession>
  );
}
