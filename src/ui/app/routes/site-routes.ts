/**
 * The route table's public part (docs/product.md §2): in the entry chunk, so a public page never waits for the console's
 * code. Each page is its own chunk, the landing page too: it paints from its prerendered HTML before any
 * JavaScript runs, so the entry (which every route, sign-in included, downloads) need not carry it.
 * Order matters: the first match wins.
 */
import { PATHS } from '../../shared/routes/paths';
import { page, redirect } from './route-entries';
import { SITE_PATTERNS } from './site-patterns';
import type { AppRoute } from './route-types';

const preview = (
  paths: readonly string[],
  kind: 'header' | 'mobile-header' | 'laptop-footer' | 'mobile-footer',
) =>
  page('site', paths, () => import('../../features/site/pages/PreviewPage'), {
    frame: 'bare',
    props: () => ({ kind }),
  });

export const SITE_ROUTES: readonly AppRoute[] = [
  page('site', SITE_PATTERNS.welcome, () => import('../../features/site/pages/WelcomePage'), {
    frame: 'bare',
  }),
  page('site', SITE_PATTERNS.clientsHome, () => import('../../features/site/pages/ClientsHomePage')),
  page('site', SITE_PATTERNS.vendorsHome, () => import('../../features/site/pages/VendorsHomePage')),
  page('site', SITE_PATTERNS.howItWorks, () => import('../../features/site/pages/HowItWorksPage')),
  page('site', SITE_PATTERNS.help, () => import('../../features/site/pages/HelpPage')),
  page('site', SITE_PATTERNS.about, () => import('../../features/site/pages/AboutPage')),
  page('site', SITE_PATTERNS.comingSoon, () => import('../../features/site/pages/ComingSoonPage')),
  page('site', SITE_PATTERNS.faq, () => import('../../features/site/pages/FaqPage')),
  page('site', SITE_PATTERNS.terms, () => import('../../features/site/pages/TermsPage')),
  page('site', SITE_PATTERNS.privacy, () => import('../../features/site/pages/PrivacyPage')),
  page('site', SITE_PATTERNS.refund, () => import('../../features/site/pages/RefundPage')),
  page('site', SITE_PATTERNS.connectCompany, () => import('../../features/site/pages/ConnectCompanyPage')),
  redirect('site', SITE_PATTERNS.signup, PATHS.register),
  preview(SITE_PATTERNS.previewHeader, 'header'),
  preview(SITE_PATTERNS.previewMobileHeader, 'mobile-header'),
  preview(SITE_PATTERNS.previewLaptopFooter, 'laptop-footer'),
  preview(SITE_PATTERNS.previewMobileFooter, 'mobile-footer'),
];

/** docs/product.md §2: any other path, /auth and /app alone included, goes to the home page. */
export const FALLBACK: AppRoute = redirect('site', ['*'], PATHS.homePage);
