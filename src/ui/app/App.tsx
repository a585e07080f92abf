import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../shared/components/PageLoading';
import { RouteErrorBoundary } from '../shared/components/RouteErrorBoundary';
import { PATHS } from '../shared/routes/paths';
import { areaOf } from './routes/areas';
import { findRoute } from './routes/find-route';
import { loadServicesArea } from './routes/frames';
import { SiteArea } from './routes/SiteArea';
import { FALLBACK, SITE_ROUTES } from './routes/site-routes';

const ServicesArea = lazy(loadServicesArea);

/** The app: the route table picks the page; sign-in and console pages come with the services they need. */
export function App() {
  const [path] = useLocation();
  const area = areaOf(path);
  return (
    <RouteErrorBoundary
      resetKey={path}
      homeHref={area === 'console' ? PATHS.dashboard : PATHS.welcome}
      homeLabel={area === 'console' ? 'Back to the console' : 'Go to the home page'}
    >
      <Suspense fallback={<PageLoading />}>
        {area === 'site' ? (
          <SiteArea match={findRoute(path, SITE_ROUTES, FALLBACK)} path={path} />
        ) : (
          <ServicesArea area={area} path={path} />
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}
