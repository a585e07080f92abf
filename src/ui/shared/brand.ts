/** Who we are and how to reach us: the few facts the header, footers, sign-in and legal pages share. */
export const PRODUCT_NAME = 'LoyalLoop';
/** The name the legal documents of November 2022 were written under. */
export const LEGACY_PRODUCT_NAME = 'LoopPoints Rewards';
export const COMPANY_NAME = 'LoyalLoop Technologies Inc.';
export const SUPPORT_PHONE = '+1 (905) 555-0142';
export const SUPPORT_EMAIL = 'support@loyalloop.demo';
export const SUPPORT_ADDRESS = '2550 Argentia Road, Suite 210, Mississauga, Ontario L5N 5R1, Canada';
export const VIDEO_CHANNEL_URL = 'https://www.youtube.com/@loyalloop';
export const LEGAL_DATE = 'November 20th, 2022';

export const MISSION =
  'Bring users and local vendors together on a seamless platform where everyday purchases turn into rewards and customer relationships thrive.';
export const TAGLINE = 'Watch, earn, redeem and repeat: every visit brings you closer to your next reward.';
