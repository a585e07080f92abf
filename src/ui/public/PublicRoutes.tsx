import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PageLoading } from '../components/PageLoading';
import { PublicLayout } from './layout/PublicLayout';
import type { PreviewKind } from './pages/PreviewPage';

// Each page is its own chunk; none of them loads the console's libraries.
const WelcomePage = lazy(() => import('./pages/WelcomePage'));
const PreviewPage = lazy(() => import('./pages/PreviewPage'));

const PAGES: [string[], LazyExoticComponent<ComponentType>][] = [
  [['/home-page-clients'], lazy(() => import('./pages/ClientsHomePage'))],
  [['/home-page-vendors'], lazy(() => import('./pages/VendorsHomePage'))],
  [['/works-for-vendors', '/how-it-works'], lazy(() => import('./pages/HowItWorksPage'))],
  [['/get-help'], lazy(() => import('./pages/HelpPage'))],
  [['/about-page'], lazy(() => import('./pages/AboutPage'))],
  [['/coming-soon'], lazy(() => import('./pages/ComingSoonPage'))],
  [['/faq'], lazy(() => import('./pages/FaqPage'))],
  [['/terms-of-use'], lazy(() => import('./pages/TermsPage'))],
  [['/privacy-policy'], lazy(() => import('./pages/PrivacyPage'))],
  [['/refund-policy'], lazy(() => import('./pages/RefundPage'))],
  [['/connect-company'], lazy(() => import('./pages/ConnectCompanyPage'))],
];

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
        {PAGES.flatMap(([paths, Page]) =>
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
