import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOKENS } from '../../../../application/tokens';
import { useService } from '../../hooks/useService';

// The outlet and the toast library are a chunk of their own: the login page's first paint needs neither.
const PageToasts = lazy(() => import('./ToastOutlet'));

/**
 * The page's toast outlet. The console mounts it at once (its pages send messages as they load); a sign-in
 * page only once a first message is sent, which waits in the library's queue until the outlet is there.
 */
export function Toasts({ atOnce }: { atOnce: boolean }) {
  const hosts = useService(TOKENS.NoticeHosts);
  const sent = useSyncExternalStore(hosts.onFirstSent, hosts.anySent);
  if (!atOnce && !sent) return null;
  return (
    <Suspense fallback={null}>
      <PageToasts />
    </Suspense>
  );
}
