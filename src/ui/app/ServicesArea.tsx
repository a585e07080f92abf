import { lazy, Suspense, use } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from '../shared/components/PageLoading';
import { ServicesContext } from '../shared/hooks/useService';
import { SessionWatch } from '../session/SessionWatch';
import { useBoot } from './boot-context';
import { Toasts } from '../shared/components/toasts/Toasts';
import { loadAuthRoutes, loadConsoleRoutes } from './routes/warm-up';

const AuthRoutes = lazy(loadAuthRoutes);
const ConsoleRoutes = lazy(loadConsoleRoutes);

/** The sign-in and console areas, with the services (loaded once: loadServices returns one promise). */
export default function ServicesArea() {
  const services = use(useBoot().loadServices());
  return (
    <ServicesContext.Provider value={services}>
      <SessionWatch />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/auth/*?">
            <AuthRoutes />
          </Route>
          <Route path="/app/*?">
            <ConsoleRoutes />
          </Route>
        </Switch>
      </Suspense>
      <Toasts />
    </ServicesContext.Provider>
  );
}
