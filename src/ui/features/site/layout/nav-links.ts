import { PATHS } from '../../../shared/routes/paths';

/** The public navigation, shared by header and footers. */
export const HEADER_LINKS = [
  { href: PATHS.clientsHome, label: 'Clients' },
  { href: PATHS.vendorsHome, label: 'Vendors' },
  { href: PATHS.howItWorks, label: 'How It Works' },
  { href: PATHS.about, label: 'About' },
  { href: PATHS.faq, label: 'FAQ' },
  { href: PATHS.help, label: 'Get Help' },
] as const;

export const FOOTER_LINKS = [
  { href: PATHS.welcome, label: 'Home' },
  { href: PATHS.clientsHome, label: 'Client Section' },
  { href: PATHS.vendorsHome, label: 'Vendor Section' },
  { href: PATHS.help, label: 'Get Help' },
  { href: PATHS.register, label: 'Sign Up' },
  { href: PATHS.login, label: 'Log In' },
] as const;

export const LEGAL_LINKS = [
  { href: PATHS.about, label: 'About' },
  { href: PATHS.faq, label: 'FAQ' },
  { href: PATHS.terms, label: 'Terms of Use' },
  { href: PATHS.privacy, label: 'Privacy Policy' },
  { href: PATHS.refund, label: 'Refund Policy' },
] as const;
