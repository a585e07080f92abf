/**
 * The one route table (SPEC §2): every path, the area and frame it belongs to, who may see it and the chunk it
 * loads. The router, the boot warm-up, the console sidebar and header, a public-page prerender and the tests all
 * read it; features never do (they link through shared/routes/paths). Order matters: the first match wins.
 */
import WelcomePage from '../../features/site/pages/WelcomePage';
import { PRODUCT_NAME } from '../../shared/brand';
import { PATHS } from '../../shared/routes/paths';
import { eagerPage, page, redirect } from './route-entries';
import type { AppRoute, Params, PageRoute } from './route-types';

const param = (name: string) => (params: Params) => params[name] ?? '';
const preview = (kind: 'header' | 'mobile-header' | 'laptop-footer' | 'mobile-footer') => () => ({ kind });
const previewOf = (path: string, kind: Parameters<typeof preview>[0], title: string) =>
  page('site', [path], () => import('../../features/site/pages/PreviewPage'), {
    frame: 'bare',
    props: preview(kind),
    title,
    indexed: false,
  });

const SITE: readonly AppRoute[] = [
  eagerPage('site', [PATHS.welcome, PATHS.homePage], WelcomePage, {
    frame: 'bare',
    title: `Welcome To ${PRODUCT_NAME}`,
    description: `${PRODUCT_NAME} turns everyday purchases into rewards: a loyalty platform for local businesses and their clients.`,
    indexed: true,
  }),
  page('site', [PATHS.clientsHome], () => import('../../features/site/pages/ClientsHomePage'), {
    title: `Rewards for Clients, Loyalty for Your Business | ${PRODUCT_NAME}`,
    description: 'Earn points at the local stores you love, see their offers and redeem rewards in one app.',
    indexed: true,
  }),
  page('site', [PATHS.vendorsHome], () => import('../../features/site/pages/VendorsHomePage'), {
    title: `For Vendors | ${PRODUCT_NAME}`,
    description: 'Build a loyalty programme, reward your regulars and invite them back with broadcasts.',
    indexed: true,
  }),
  page(
    'site',
    [PATHS.howItWorks, PATHS.worksForVendors],
    () => import('../../features/site/pages/HowItWorksPage'),
    {
      title: `How ${PRODUCT_NAME} Works for Vendors`,
      description: 'Start reaching more customers and growing your business in just a few simple steps.',
      indexed: true,
    },
  ),
  page('site', [PATHS.help], () => import('../../features/site/pages/HelpPage'), {
    title: `Get Help | ${PRODUCT_NAME}`,
    description: 'Call us 24X7, write to us or submit a support ticket: we offer several ways to assist you.',
    indexed: true,
  }),
  page('site', [PATHS.about], () => import('../../features/site/pages/AboutPage'), {
    title: `About ${PRODUCT_NAME}`,
    description:
      'Our mission: bring users and local vendors together where everyday purchases turn into rewards.',
    indexed: true,
  }),
  page('site', [PATHS.comingSoon], () => import('../../features/site/pages/ComingSoonPage'), {
    title: `Coming Soon | ${PRODUCT_NAME}`,
    description: 'This part of LoyalLoop is on its way. Meanwhile, contact us below.',
    indexed: true,
  }),
  page('site', [PATHS.faq], () => import('../../features/site/pages/FaqPage'), {
    title: `Frequently Asked Questions | ${PRODUCT_NAME}`,
    description: 'Answers about earning, redeeming, subscribing and running your loyalty programme.',
    indexed: true,
  }),
  page('site', [PATHS.terms], () => import('../../features/site/pages/TermsPage'), {
    title: `Terms of Use | ${PRODUCT_NAME}`,
    description: 'The terms of use of the LoyalLoop platform.',
    indexed: true,
  }),
  page('site', [PATHS.privacy], () => import('../../features/site/pages/PrivacyPage'), {
    title: `Privacy Policy | ${PRODUCT_NAME}`,
    description: 'How LoyalLoop collects, uses and protects your personal information.',
    indexed: true,
  }),
  page('site', [PATHS.refund], () => import('../../features/site/pages/RefundPage'), {
    title: `Refund Policy | ${PRODUCT_NAME}`,
    description: 'When and how LoyalLoop refunds subscription fees, in Canadian dollars.',
    indexed: true,
  }),
  page('site', [PATHS.connectCompany], () => import('../../features/site/pages/ConnectCompanyPage'), {
    title: `Connect A Company | ${PRODUCT_NAME}`,
    indexed: false,
  }),
  redirect('site', [PATHS.signup], PATHS.register),
  previewOf(PATHS.previewHeader, 'header', 'Header preview'),
  previewOf(PATHS.previewMobileHeader, 'mobile-header', 'Mobile header preview'),
  previewOf(PATHS.previewLaptopFooter, 'laptop-footer', 'Laptop footer preview'),
  previewOf(PATHS.previewMobileFooter, 'mobile-footer', 'Mobile footer preview'),
];

const AUTH: readonly AppRoute[] = [
  page('auth', [PATHS.login], () => import('../../features/sign-in/LoginPage')),
  page('auth', [PATHS.register], () => import('../../features/vendor-sign-up/RegisterPage')),
  // Open while signed in too: Change Password leads here from the console.
  page('auth', [PATHS.resetPassword], () => import('../../features/password-reset/ResetPasswordPage'), {
    guard: 'none',
  }),
];

const CONSOLE: readonly AppRoute[] = [
  redirect('console', [PATHS.dashboard], PATHS.clients, 'signed-in'),
  page('console', [PATHS.clients], () => import('../../features/clients/ClientsPage'), {
    section: 'Home',
    sidebar: true,
  }),
  page('console', [`${PATHS.clients}/:clientId`], () => import('../../features/clients/ClientDetailPage'), {
    section: 'Home',
    props: (params) => ({ clientId: param('clientId')(params) }),
  }),
  page('console', [PATHS.points], () => import('../../features/points/PointsPage'), {
    section: 'Points',
    sidebar: true,
  }),
  page(
    'console',
    [`${PATHS.points}/:transactionId`],
    () => import('../../features/points/TransactionDetailPage'),
    {
      section: 'Points',
      props: (params) => ({ transactionId: param('transactionId')(params) }),
    },
  ),
  page('console', [PATHS.broadcasts], () => import('../../features/broadcasts/BroadcastsPage'), {
    section: 'Broadcasts',
    sidebar: true,
  }),
  page(
    'console',
    [`${PATHS.broadcasts}/:broadcastId`],
    () => import('../../features/broadcasts/BroadcastDetailPage'),
    {
      section: 'Broadcasts',
      props: (params) => ({ broadcastId: param('broadcastId')(params) }),
    },
  ),
  page('console', [PATHS.profile], () => import('../../features/profile/ProfilePage'), {
    section: 'Profile',
  }),
  // SPEC §2: any other path under /app/dashboard goes to the dashboard.
  redirect('console', [`${PATHS.dashboard}/*`], PATHS.dashboard, 'signed-in'),
];

/** SPEC §2: any other path, /auth and /app alone included, goes to the home page. */
const FALLBACK = redirect('site', ['*'], PATHS.homePage);

export const ROUTES: readonly AppRoute[] = [...SITE, ...AUTH, ...CONSOLE, FALLBACK];

/** The public pages a prerender writes to HTML: path, title, description and the loader of their page. */
export const indexedPages = (): PageRoute[] =>
  ROUTES.filter((route): route is PageRoute => route.kind === 'page' && route.indexed === true);

/** The console sidebar's entries, in order. */
export const sidebarRoutes = (): PageRoute[] =>
  ROUTES.filter((route): route is PageRoute => route.kind === 'page' && route.sidebar === true);
