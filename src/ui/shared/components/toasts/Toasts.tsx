import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOKENS } from '../../../../application/tokens';
import { useService } from '../../hooks/useService';

// The outlet and the toast library are a chunk of their own: a page's first paint needs neither.
const PageToasts = lazy(() => import('./ToastOutlet'));

/**
 * The page's toast outlet, mounted once a first message is sent (sign-in and console alike): the message waits
 * in the library's queue until the outlet is there, so a page that shows none never downloads the library.
 */
export function Toasts() {
  const hosts = useService(TOKENS.NoticeHosts);
  const sent = useSyncExternalStore(hosts.onFirstSent, hosts.anySent);
  if (!sent) return null;
  return (
    <Suspense fallback={null}>
      <PageToasts />
    </Suspense>
  );
}
