import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PageLoading } from '../components/PageLoading';
import type { PreviewKind } from './pages/PreviewPage';
// The landing page is in the entry chunk, so `/` paints its content with the first render.
import WelcomePage from './pages/WelcomePage';

// Every other page is its own chunk, and so is the header-and-footer layout they share (the landing and the
// sign-in screens do not use it); none of them loads the console's libraries.
const loadLayout = () => import('./layout/PublicLayout');
const PublicLayout = lazy(() => loadLayout().then(({ PublicLayout }) => ({ default: PublicLayout })));
const PreviewPage = lazy(() => import('./pages/PreviewPage'));

type PageLoader = () => Promise<{ default: ComponentType }>;
const PAGES: [string[], PageLoader][] = [
  [['/home-page-clients'], () => import('./pages/ClientsHomePage')],
  [['/home-page-vendors'], () => import('./pages/VendorsHomePage')],
  [['/works-for-vendors', '/how-it-works'], () => import('./pages/HowItWorksPage')],
  [['/get-help'], () => import('./pages/HelpPage')],
  [['/about-page'], () => import('./pages/AboutPage')],
  [['/coming-soon'], () => import('./pages/ComingSoonPage')],
  [['/faq'], () => import('./pages/FaqPage')],
  [['/terms-of-use'], () => import('./pages/TermsPage')],
  [['/privacy-policy'], () => import('./pages/PrivacyPage')],
  [['/refund-policy'], () => import('./pages/RefundPage')],
  [['/connect-company'], () => import('./pages/ConnectCompanyPage')],
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
