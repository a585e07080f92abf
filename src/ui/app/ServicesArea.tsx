import { lazy, Suspense, use } from 'react';
import { SessionWatch } from '../session/SessionWatch';
import { useBoot } from '../shared/boot-context';
import { PageLoading } from '../shared/components/PageLoading';
import { Toasts } from '../shared/components/toasts/Toasts';
import { ServicesContext } from '../shared/hooks/useService';
import { loadAuthArea, loadConsoleArea } from './routes/frames';

const AuthArea = lazy(loadAuthArea);
const ConsoleArea = lazy(loadConsoleArea);

/**
 * The console's repositories come with its first page: the console waits for them here, inside the area's
 * Suspense, so the session watch and the toasts stay mounted while they load after sign-in.
 */
function ConsoleServices({ path }: { path: string }) {
  const services = use(useBoot().loadServices('console'));
  return (
    <ServicesContext.Provider value={services}>
      <ConsoleArea path={path} />
    </ServicesContext.Provider>
  );
}

/** The sign-in and console areas, with the services (loaded once: loadServices returns one promise per area). */
export default function ServicesArea({ area, path }: { area: 'auth' | 'console'; path: string }) {
  const services = use(useBoot().loadServices('auth'));
  return (
    <ServicesContext.Provider value={services}>
      <SessionWatch />
      <Suspense fallback={<PageLoading />}>
        {area === 'auth' ? <AuthArea path={path} /> : <ConsoleServices path={path} />}
      </Suspense>
      <Toasts />
    </ServicesContext.Provider>
  );
}
