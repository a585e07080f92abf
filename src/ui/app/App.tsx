import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { RouteErrorBoundary } from '../shared/components/RouteErrorBoundary';
import { PageLoading } from '../shared/components/PageLoading';
import { PublicRoutes } from './routes/SiteArea';
import { loadServicesArea } from './routes/warm-up';

// The console and sign-in areas need the services (and their libraries): a chunk of their own.
const ServicesArea = lazy(loadServicesArea);

export function App() {
  const [location] = useLocation();
  const inConsole = location.startsWith('/app');
  return (
    <RouteErrorBoundary
      resetKey={location}
      homeHref={inConsole ? '/app/dashboard' : '/'}
      homeLabel={inConsole ? 'Back to the console' : 'Go to the home page'}
    >
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/auth/*?">
            <ServicesArea />
          </Route>
          <Route path="/app/*?">
            <ServicesArea />
          </Route>
          <Route>
            <PublicRoutes />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
