import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PageLoading } from '../../shared/components/PageLoading';
import type { PreviewKind } from '../../features/site/pages/PreviewPage';
// The landing page is in the entry chunk, so `/` paints its content with the first render.
import WelcomePage from '../../features/site/pages/WelcomePage';

// Every other page is its own chunk, and so is the header-and-footer layout they share (the landing and the
// sign-in screens do not use it); none of them loads the console's libraries.
const loadLayout = () => import('../../features/site/layout/PublicLayout');
const PublicLayout = lazy(() => loadLayout().then(({ PublicLayout }) => ({ default: PublicLayout })));
const PreviewPage = lazy(() => import('../../features/site/pages/PreviewPage'));

type PageLoader = () => Promise<{ default: ComponentType }>;
const PAGES: [string[], PageLoader][] = [
  [['/home-page-clients'], () => import('../../features/site/pages/ClientsHomePage')],
  [['/home-page-vendors'], () => import('../../features/site/pages/VendorsHomePage')],
  [['/works-for-vendors', '/how-it-works'], () => import('../../features/site/pages/HowItWorksPage')],
  [['/get-help'], () => import('../../features/site/pages/HelpPage')],
  [['/about-page'], () => import('../../features/site/pages/AboutPage')],
  [['/coming-soon'], () => import('../../features/site/pages/ComingSoonPage')],
  [['/faq'], () => import('../../features/site/pages/FaqPage')],
  [['/terms-of-use'], () => import('../../features/site/pages/TermsPage')],
  [['/privacy-policy'], () => import('../../features/site/pages/PrivacyPage')],
  [['/refund-policy'], () => import('../../features/site/pages/RefundPage')],
  [['/connect-company'], () => import('../../features/site/pages/ConnectCompanyPage')],
];
const LAZY_PAGES = PAGES.map(([paths, load]) => [paths, lazy(load)] as const);

/** A deep link to a public page fetches its chunk and the layout's together, not one after the other. */
export function warmPublicPage(pathname: string): void {
  const page = PAGES.find(([paths]) => paths.includes(pathname));
  if (!page) return;
  void loadLayout();
  void page[1]();
}

const PREVIEWS: PreviewKind[] = ['header', 'mobile-header', 'laptop-footer', 'mobile-footer'];

/** Every public route of SPEC §2; anything unknown goes to /home-page. */
export function PublicRoutes() {
  const [location] = useLocation();
  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/">
          <WelcomePage />
        </Route>
        <Route path="/home-page">
          <WelcomePage />
        </Route>
        <Route path="/signup">
          <Redirect to="/auth/register" replace />
        </Route>
        {PREVIEWS.map((kind) => (
          <Route key={kind} path={`/${kind}`}>
            <PreviewPage kind={kind} />
          </Route>
        ))}
        {LAZY_PAGES.flatMap(([paths, Page]) =>
          paths.map((path) => (
            <Route key={path} path={path}>
              <PublicLayout>
                <Page />
              </PublicLayout>
            </Route>
          )),
        )}
        <Route>
          <Redirect to="/home-page" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
