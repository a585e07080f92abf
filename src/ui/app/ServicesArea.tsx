import { lazy, Suspense, use } from 'react';
import { SessionWatch } from '../session/SessionWatch';
import { useBoot } from '../shared/boot-context';
import { PageLoading } from '../shared/components/PageLoading';
import { Toasts } from '../shared/components/toasts/Toasts';
import { ServicesContext } from '../shared/hooks/useService';
import { loadAuthArea, loadConsoleArea } from './routes/frames';

const AuthArea = lazy(loadAuthArea);
const ConsoleArea = lazy(loadConsoleArea);

/** The sign-in and console areas, with the services (loaded once: loadServices returns one promise). */
export default function ServicesArea({ area, path }: { area: 'auth' | 'console'; path: string }) {
  const services = use(useBoot().loadServices());
  return (
    <ServicesContext.Provider value={services}>
      <SessionWatch />
      <Suspense fallback={<PageLoading />}>
        {area === 'auth' ? <AuthArea path={path} /> : <ConsoleArea path={path} />}
      </Suspense>
      <Toasts />
    </ServicesContext.Provider>
  );
}
