import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../shared/components/PageLoading';
import { RouteErrorBoundary } from '../shared/components/RouteErrorBoundary';
import { findRoute } from './routes/find-route';
import { loadServicesArea } from './routes/frames';
import { SiteArea } from './routes/SiteArea';
import { PATHS } from '../shared/routes/paths';

const ServicesArea = lazy(loadServicesArea);

/** The app: the route table picks the page; sign-in and console pages come with the services they need. */
export function App() {
  const [path] = useLocation();
  const match = findRoute(path);
  const inConsole = match.route.area === 'console';
  return (
    <RouteErrorBoundary
      resetKey={path}
      homeHref={inConsole ? PATHS.dashboard : PATHS.welcome}
      homeLabel={inConsole ? 'Back to the console' : 'Go to the home page'}
    >
      <Suspense fallback={<PageLoading />}>
        {match.route.area === 'site' ? (
          <SiteArea match={match} path={path} />
        ) : (
          <ServicesArea match={match} />
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}
