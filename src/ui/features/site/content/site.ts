/** The marketing copy of the public pages (docs/product.md §1, §2), in one place; the brand facts live in brand.ts. */
import type { FaqEntry } from '../faq';
import { PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../shared/brand';

export const VALUES = [
  {
    title: 'Discover',
    text: 'Help people find the local stores, cafes, gyms and salons worth coming back to.',
  },
  { title: 'Support', text: 'Stand behind small businesses with tools, guidance and a team that answers.' },
  { title: 'Simplicity', text: 'Keep rewards easy to earn, easy to redeem and easy to run.' },
  { title: 'Trust', text: 'Protect every account, every point and every customer relationship.' },
] as const;

export const VENDOR_STEPS = [
  {
    title: 'Sign Up & Create Your Profile',
    text: 'Register your business, then add your details, services and contact info.',
  },
  { title: 'Get Verified', text: 'A quick verification builds trust with the customers who find you.' },
  { title: 'List Your Services', text: 'Show what you offer with images, pricing and availability.' },
  {
    title: 'Start Receiving Loyal Followers',
    text: 'Customers find you and send requests; accept them and respond.',
  },
  {
    title: 'Grow & Manage Your Business',
    text: 'Track performance, reviews and leads through the vendor dashboard.',
  },
] as const;

export const VENDOR_HOME_STAGES = [
  {
    title: 'Set up',
    steps: [
      'Sign up as a user on the vendor app.',
      'Connect to an existing company or register a new one, and add coworkers as users.',
    ],
  },
  { title: 'Launch', steps: ['Build a program.', 'Get customers to subscribe on the mobile app.'] },
  { title: 'Engage', steps: ['Reward clients.', 'Use broadcasts to invite clients to events or low days.'] },
] as const;

export const CLIENT_STEPS = [
  { title: 'Sign up', text: 'Create a free account in the mobile app in under a minute.' },
  {
    title: 'Review loyalty',
    text: 'See every programme you belong to, your points and the offers waiting for you.',
  },
  {
    title: 'One platform',
    text: 'All your local rewards in one place, from coffee to haircuts to workouts.',
  },
] as const;

/** Honest placeholders, as docs/product.md §2 asks: no invented quotes from real-sounding people. */
export const TESTIMONIALS = [
  {
    role: 'Cafe owner',
    text: 'Testimonial placeholder: a vendor’s story about their loyalty programme will appear here.',
  },
  {
    role: 'Salon manager',
    text: 'Testimonial placeholder: a vendor’s story about reaching new customers will appear here.',
  },
  {
    role: 'Gym operator',
    text: 'Testimonial placeholder: a vendor’s story about using broadcasts will appear here.',
  },
] as const;

export const PRESENCE = ['Canada', 'USA', 'India', 'Ireland', 'UK/EU'] as const;

export const SOCIALS = ['Facebook', 'Instagram', 'YouTube', 'TikTok'] as const;

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: `What is ${PRODUCT_NAME}?`,
    answer: `${PRODUCT_NAME} is a loyalty platform that connects clients with local vendors. Clients earn points on everyday purchases and redeem them for rewards; vendors run reward programmes and stay in touch with their regulars.`,
  },
  {
    question: 'How do I earn points?',
    answer:
      'Subscribe to a vendor in the mobile app, then show your account when you pay. The vendor adds the points for your purchase, and you see the new balance right away.',
  },
  {
    question: 'How do I redeem my points?',
    answer:
      'Ask the vendor to redeem at the counter. They choose the reward or service and the location, and the points are taken from your balance with a record of the redemption.',
  },
  {
    question: 'Do my points expire?',
    answer:
      'Each vendor sets the rules of its own programme. The programme page in the mobile app shows whether and when points expire.',
  },
  {
    question: 'How do I subscribe to a vendor?',
    answer:
      'Find the store in the mobile app, open its page and tap Subscribe. You can unsubscribe at any time from the same page.',
  },
  {
    question: 'Is it free for clients?',
    answer: 'Yes. Clients never pay to join, subscribe to vendors, earn or redeem points.',
  },
  {
    question: 'How do I register my business as a vendor?',
    answer:
      'Choose Sign Up, enter your full name, email address and country, accept the terms and confirm the 4-digit code we email you. Then connect to your company or register a new one.',
  },
  {
    question: 'Can my coworkers use the same vendor account?',
    answer:
      'Yes. Once your company is connected you can add coworkers as users, so everyone at the counter can reward clients.',
  },
  {
    question: 'What are broadcasts?',
    answer:
      'Broadcasts are messages a vendor sends to its subscribed clients, for example to invite them to an event or to bring them in on a quiet day.',
  },
  {
    question: 'How is my account kept secure?',
    answer:
      'Every sign-in needs your password and a one-time 4-digit code sent to your email. Connections are encrypted and sessions expire automatically.',
  },
  {
    question: 'What personal data do you keep?',
    answer:
      'Only what the service needs: your name, email, country and your points history. Our Privacy Policy explains what we collect, why, and how to ask for a copy or deletion.',
  },
  {
    question: 'How do I contact support?',
    answer: `Call us 24x7 at ${SUPPORT_PHONE}, write to ${SUPPORT_EMAIL}, or submit a support ticket through the service portal. We answer emails within one business day.`,
  },
  {
    question: 'Which countries do you serve?',
    answer: 'We serve vendors and clients in Canada, the USA, India, Ireland and the UK/EU.',
  },
  {
    question: 'I did not receive my verification code. What now?',
    answer:
      'Check your spam folder first. When the 60-second timer runs out, choose Resend to get a new code.',
  },
];
