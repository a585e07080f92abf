import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoading } from '../components/PageLoading';
import { RequireSession } from '../auth/RequireSession';
import { AdminProfileProvider } from './shell/admin-profile';
import { ConsoleShell } from './shell/ConsoleShell';

// Each page is its own chunk, loaded when first visited.
const ClientsPage = lazy(() => import('./clients/ClientsPage'));
const ClientDetailPage = lazy(() => import('./clients/ClientDetailPage'));
const PointsPage = lazy(() => import('./points/PointsPage'));
const TransactionDetailPage = lazy(() => import('./points/TransactionDetailPage'));
const BroadcastsPage = lazy(() => import('./broadcasts/BroadcastsPage'));
const BroadcastDetailPage = lazy(() => import('./broadcasts/BroadcastDetailPage'));
const ProfilePage = lazy(() => import('./profile/ProfilePage'));

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
