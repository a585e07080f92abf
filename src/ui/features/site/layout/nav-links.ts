/** The public navigation, shared by header and footers. */
export const HEADER_LINKS = [
  { href: '/home-page-clients', label: 'Clients' },
  { href: '/home-page-vendors', label: 'Vendors' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/about-page', label: 'About' },
  { href: '/faq', label: 'FAQ' },
  { href: '/get-help', label: 'Get Help' },
] as const;

export const FOOTER_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/home-page-clients', label: 'Client Section' },
  { href: '/home-page-vendors', label: 'Vendor Section' },
  { href: '/get-help', label: 'Get Help' },
  { href: '/auth/register', label: 'Sign Up' },
  { href: '/auth/login', label: 'Log In' },
] as const;

export const LEGAL_LINKS = [
  { href: '/about-page', label: 'About' },
  { href: '/faq', label: 'FAQ' },
  { href: '/terms-of-use', label: 'Terms of Use' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/refund-policy', label: 'Refund Policy' },
] as const;
