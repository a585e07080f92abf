/** The public site's path patterns (see route-patterns.ts): in the entry, with the site's part of the table. */
import { PATHS } from '../../shared/routes/paths';

export const SITE_PATTERNS = {
  welcome: [PATHS.welcome, PATHS.homePage],
  clientsHome: [PATHS.clientsHome],
  vendorsHome: [PATHS.vendorsHome],
  howItWorks: [PATHS.howItWorks, PATHS.worksForVendors],
  help: [PATHS.help],
  about: [PATHS.about],
  comingSoon: [PATHS.comingSoon],
  faq: [PATHS.faq],
  terms: [PATHS.terms],
  privacy: [PATHS.privacy],
  refund: [PATHS.refund],
  connectCompany: [PATHS.connectCompany],
  signup: [PATHS.signup],
  previewHeader: [PATHS.previewHeader],
  previewMobileHeader: [PATHS.previewMobileHeader],
  previewLaptopFooter: [PATHS.previewLaptopFooter],
  previewMobileFooter: [PATHS.previewMobileFooter],
} as const satisfies Record<string, readonly string[]>;
