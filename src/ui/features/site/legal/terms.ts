import { COMPANY_NAME, LEGACY_PRODUCT_NAME, SUPPORT_ADDRESS, SUPPORT_EMAIL } from '../../../shared/brand';
import type { LegalDocument } from './legal-document';

const P = LEGACY_PRODUCT_NAME;

export const TERMS: LegalDocument = {
  title: 'Terms of Use',
  intro: `These Terms of Use govern your access to and use of the ${P} website, mobile applications and vendor tools (together, the "Service"), operated by ${COMPANY_NAME}, a company incorporated in Canada ("we", "us"). By creating an account or using the Service you agree to these terms.`,
  sections: [
    {
      heading: 'Who may use the Service',
      paragraphs: [
        'You must be at least 16 years old, or the age of majority where you live if higher, to create a client account. Vendor accounts may only be opened by people authorised to act for the business they register.',
        'You are responsible for the accuracy of the information you give us and for keeping your password and one-time codes private.',
      ],
    },
    {
      heading: 'Client accounts and points',
      paragraphs: [
        `Points are awarded by participating vendors under their own programme rules. Points have no cash value, cannot be sold or transferred, and may only be redeemed with the vendor that issued them unless that vendor says otherwise.`,
        'A vendor may correct points awarded in error. We may remove points obtained through fraud, abuse or a technical fault.',
      ],
    },
    {
      heading: 'Vendor accounts',
      paragraphs: [
        'Vendors are responsible for their programmes, the rewards they promise and the messages they broadcast, and must honour redemptions made under their published rules.',
        'Broadcasts must only be sent to subscribed clients and must follow Canada’s Anti-Spam Legislation (CASL) and any other law that applies to the vendor.',
      ],
    },
    {
      heading: 'Fees and payment',
      paragraphs: [
        'The Service is free for clients. Vendor subscription plans are billed monthly or yearly in advance. All prices are in Canadian dollars (CAD) and exclude applicable taxes, such as HST, which are added at checkout.',
        'We will give at least 30 days’ notice by email before a price change takes effect for an existing subscription.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'You may not misuse the Service: no attempts to access accounts that are not yours, to disrupt or overload our systems, to scrape data, or to use the Service for unlawful, misleading or harmful content.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The Service, its software, design and the ${P} name and logo belong to ${COMPANY_NAME}. Vendors keep ownership of the content they upload and grant us a licence to display it within the Service.`,
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'You may close your account at any time. We may suspend or close an account that breaches these terms, after notice where the law requires it. Unredeemed points lapse when a client account is closed.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      paragraphs: [
        'The Service is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is limited to the fees you paid us in the twelve months before the claim, or CAD $100 if you paid nothing.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. Any dispute will be heard by the courts located in Mississauga, Ontario, and you agree to their jurisdiction.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms; the date above shows the latest version, and we will tell you of material changes before they apply.',
        `Questions? Write to ${SUPPORT_EMAIL} or to ${COMPANY_NAME}, ${SUPPORT_ADDRESS}.`,
      ],
    },
  ],
};
