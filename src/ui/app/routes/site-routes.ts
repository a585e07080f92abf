/**
 * The route table's public part (docs/product.md §2): in the entry chunk, so a public page never waits for the console's
 * code. Each page is its own chunk, the landing page too: it paints from its prerendered HTML before any
 * JavaScript runs, so the entry (which every route, sign-in included, downloads) need not carry it.
 * Order matters: the first match wins.
 */
import { PATHS } from '../../shared/routes/paths';
import { page, redirect } from './route-entries';
import type { AppRoute } from './route-types';

const preview = (path: string, kind: 'header' | 'mobile-header' | 'laptop-footer' | 'mobile-footer') =>
  page('site', [path], () => import('../../features/site/pages/PreviewPage'), {
    frame: 'bare',
    props: () => ({ kind }),
  });

export const SITE_ROUTES: readonly AppRoute[] = [
  page('site', [PATHS.welcome, PATHS.homePage], () => import('../../features/site/pages/WelcomePage'), {
    frame: 'bare',
  }),
  page('site', [PATHS.clientsHome], () => import('../../features/site/pages/ClientsHomePage')),
  page('site', [PATHS.vendorsHome], () => import('../../features/site/pages/VendorsHomePage')),
  page(
    'site',
    [PATHS.howItWorks, PATHS.worksForVendors],
    () => import('../../features/site/pages/HowItWorksPage'),
  ),
  page('site', [PATHS.help], () => import('../../features/site/pages/HelpPage')),
  page('site', [PATHS.about], () => import('../../features/site/pages/AboutPage')),
  page('site', [PATHS.comingSoon], () => import('../../features/site/pages/ComingSoonPage')),
  page('site', [PATHS.faq], () => import('../../features/site/pages/FaqPage')),
  page('site', [PATHS.terms], () => import('../../features/site/pages/TermsPage')),
  page('site', [PATHS.privacy], () => import('../../features/site/pages/PrivacyPage')),
  page('site', [PATHS.refund], () => import('../../features/site/pages/RefundPage')),
  page('site', [PATHS.connectCompany], () => import('../../features/site/pages/ConnectCompanyPage')),
  redirect('site', [PATHS.signup], PATHS.register),
  preview(PATHS.previewHeader, 'header'),
  preview(PATHS.previewMobileHeader, 'mobile-header'),
  preview(PATHS.previewLaptopFooter, 'laptop-footer'),
  preview(PATHS.previewMobileFooter, 'mobile-footer'),
];

/** docs/product.md §2: any other path, /auth and /app alone included, goes to the home page. */
export const FALLBACK: AppRoute = redirect('site', ['*'], PATHS.homePage);
