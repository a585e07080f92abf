import { COMPANY_NAME, LEGACY_PRODUCT_NAME, SUPPORT_ADDRESS, SUPPORT_EMAIL } from '../../../shared/brand';
import type { LegalDocument } from './legal-document';

const P = LEGACY_PRODUCT_NAME;

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  intro: `This Privacy Policy explains how ${COMPANY_NAME}, a Canadian company, collects, uses and protects personal information when you use ${P}. We follow the Personal Information Protection and Electronic Documents Act (PIPEDA).`,
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'Account details: your name, email address, phone number if you give one, country and password (stored only as a secure hash).',
        'Loyalty activity: the vendors you subscribe to, points earned and redeemed, the location and service of each redemption, and messages you receive.',
        'Technical data: your IP address, device and browser type, and the times you sign in.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To run your account and loyalty programmes, verify your identity, prevent fraud, answer support requests, send the service messages you need, and improve the Service. We do not sell personal information.',
      ],
    },
    {
      heading: 'Verification and our automation service',
      paragraphs: [
        'When you reset your password or verify your phone number or email address, we call a webhook of an automation service that sends the one-time code. That webhook receives your IP address together with the email address or phone number being verified, so the request can be checked for abuse and the code delivered.',
        'The automation service processes this information only on our instructions and keeps it no longer than needed to deliver the code and keep security logs.',
      ],
    },
    {
      heading: 'Sharing with vendors',
      paragraphs: [
        'When you subscribe to a vendor, that vendor sees your name, your points balance and your activity with them, so they can reward you. Vendors never see your activity with other vendors.',
      ],
    },
    {
      heading: 'Where your information is stored',
      paragraphs: [
        'We store data in Canada and with service providers who may process it in other countries, including the United States. Wherever it is processed, it is protected by contract to the standard of this policy.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep account information while your account is open and for up to two years after it closes, unless the law requires longer (for example, tax records of vendor payments).',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Sign-in requires your password and a one-time code. Data is encrypted in transit, access is limited to staff who need it, and sessions expire automatically.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask for a copy of your personal information, correct it, or ask us to delete it, and you may withdraw consent to optional messages at any time. Write to ${SUPPORT_EMAIL}; we answer within 30 days. You may also complain to the Office of the Privacy Commissioner of Canada.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Our privacy officer can be reached at ${SUPPORT_EMAIL} or at ${COMPANY_NAME}, ${SUPPORT_ADDRESS}.`,
      ],
    },
  ],
};
