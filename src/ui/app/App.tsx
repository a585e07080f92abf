import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from '../components/PageLoading';
import { PublicRoutes } from '../public/PublicRoutes';

// The console and sign-in areas need the services (and their libraries): a chunk of their own.
const ServicesArea = lazy(() => import('./ServicesArea'));

export function App() {
  return (
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
  );
}
