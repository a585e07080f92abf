import { COMPANY_NAME, LEGACY_PRODUCT_NAME, SUPPORT_ADDRESS, SUPPORT_EMAIL } from '../../../shared/brand';
import type { LegalDocument } from './legal-document';

const P = LEGACY_PRODUCT_NAME;

export const REFUND: LegalDocument = {
  title: 'Refund Policy',
  intro: `This Refund Policy applies to vendor subscriptions to ${P}, sold by ${COMPANY_NAME}, a Canadian company. The Service is free for clients, so there is nothing for clients to refund.`,
  sections: [
    {
      heading: 'Prices',
      paragraphs: [
        'All prices and refunds are in Canadian dollars (CAD). Refunds include the taxes charged on the original payment.',
      ],
    },
    {
      heading: 'First subscription',
      paragraphs: [
        'If you are not satisfied with your first paid subscription, ask for a refund within 14 days of the first payment and we will refund it in full.',
      ],
    },
    {
      heading: 'Renewals and cancellations',
      paragraphs: [
        'You can cancel at any time; your plan stays active until the end of the period already paid. Monthly renewals are not refunded. Yearly renewals cancelled within 14 days of the renewal date are refunded in full; after that, the unused whole months are refunded.',
      ],
    },
    {
      heading: 'Points and rewards',
      paragraphs: [
        'Points are not money and cannot be refunded or exchanged for cash. Questions about a reward should go first to the vendor that issued the points.',
      ],
    },
    {
      heading: 'Billing errors',
      paragraphs: [
        'If you were charged twice or charged the wrong amount, tell us within 60 days and we will correct it in full.',
      ],
    },
    {
      heading: 'How to ask for a refund',
      paragraphs: [
        `Email ${SUPPORT_EMAIL} with your business name and the date of the charge, or write to ${COMPANY_NAME}, ${SUPPORT_ADDRESS}. Approved refunds go back to the original payment method within 10 business days.`,
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'This policy is governed by the laws of Ontario, Canada, with disputes heard by the courts in Mississauga, Ontario.',
      ],
    },
  ],
};
