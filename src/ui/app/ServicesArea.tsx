import { lazy, Suspense, use, useMemo } from 'react';
import { Route, Switch } from 'wouter';
import type { ServiceLocator } from '../../application/ports/service-locator';
import { PageLoading } from '../components/PageLoading';
import { ServicesContext } from '../hooks/useService';
import { SessionWatch } from '../auth/SessionWatch';
import { useBoot } from './boot-context';
import { Toasts } from '../components/toasts/Toasts';

const AuthRoutes = lazy(() => import('../auth/AuthRoutes'));
const ConsoleRoutes = lazy(() => import('../console/ConsoleRoutes'));

let servicesPromise: Promise<ServiceLocator> | null = null;

/** The sign-in and console areas: the composition root is loaded once, then shared. */
export default function ServicesArea() {
  const { loadServices } = useBoot();
  const promise = useMemo(() => (servicesPromise ??= loadServices()), [loadServices]);
  const services = use(promise);
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
