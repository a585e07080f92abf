/**
 * The head of each public page a search engine should index (not the component previews or the sign-up
 * hand-off), by the page's own path (its other paths share it): what a build-time prerender writes into its
 * HTML. Not in any chunk the app loads.
 */
import { PRODUCT_NAME } from '../../shared/brand';
import { PATHS } from '../../shared/routes/paths';
import type { PageMeta } from './route-types';

const titled = (title: string, description: string): PageMeta => ({
  title: `${title} | ${PRODUCT_NAME}`,
  description,
});

export const SITE_META: Readonly<Record<string, PageMeta>> = {
  [PATHS.welcome]: {
    title: `Welcome To ${PRODUCT_NAME}`,
    description: `${PRODUCT_NAME} turns everyday purchases into rewards: a loyalty platform for local businesses and their clients.`,
  },
  [PATHS.clientsHome]: titled(
    'Rewards for Clients, Loyalty for Your Business',
    'Earn points at the local stores you love, see their offers and redeem rewards in one app.',
  ),
  [PATHS.vendorsHome]: titled(
    'For Vendors',
    'Build a loyalty programme, reward your regulars and invite them back with broadcasts.',
  ),
  [PATHS.howItWorks]: titled(
    'How It Works for Vendors',
    'Start reaching more customers and growing your business in just a few simple steps.',
  ),
  [PATHS.help]: titled(
    'Get Help',
    'Call us 24X7, write to us or submit a support ticket: we offer several ways to assist you.',
  ),
  [PATHS.about]: titled(
    'About Us',
    'Our mission: bring users and local vendors together where everyday purchases turn into rewards.',
  ),
  [PATHS.comingSoon]: titled(
    'Coming Soon',
    'This part of LoyalLoop is on its way. Meanwhile, contact us below.',
  ),
  [PATHS.faq]: titled(
    'Frequently Asked Questions',
    'Answers about earning, redeeming, subscribing and running your loyalty programme.',
  ),
  [PATHS.terms]: titled('Terms of Use', 'The terms of use of the LoyalLoop platform, in Canadian dollars.'),
  [PATHS.privacy]: titled(
    'Privacy Policy',
    'How LoyalLoop collects, uses and protects your personal information.',
  ),
  [PATHS.refund]: titled(
    'Refund Policy',
    'When and how LoyalLoop refunds subscription fees, in Canadian dollars.',
  ),
};
