import { Suspense, type ReactNode } from 'react';
import { PageLoading } from '../../../shared/components/PageLoading';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** Header, the page (its own lazy chunk), footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="pub-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" className="pub-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
