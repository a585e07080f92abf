/** Word lists for realistic demo data (no faker dependency). */
export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Ethan',
  'Sofia',
  'Lucas',
  'Aisha',
  'Mateo',
  'Priya',
  'Wei',
  'Chloe',
  'Arjun',
  'Zoe',
  'Omar',
  'Hannah',
  'Diego',
  'Mei',
  'Gabriel',
  'Fatima',
  'Jacob',
  'Ava',
  'Raj',
  'Isabella',
  'Kenji',
  'Maya',
  'Samuel',
  'Leila',
  'Nathan',
  'Grace',
  'Tariq',
] as const;

export const LAST_NAMES = [
  'Tremblay',
  'Singh',
  'Nguyen',
  'Roy',
  'Patel',
  'Gagnon',
  'Smith',
  'Chen',
  'Martin',
  'Khan',
  'Wilson',
  'Côté',
  'Brown',
  'Li',
  'MacDonald',
  'Ahmed',
  'Taylor',
  'Garcia',
  'Campbell',
  'Kim',
  'Anderson',
  "O'Neil",
  'Fraser',
  'Sharma',
] as const;

export const EMAIL_DOMAINS = ['example.com', 'mail.example.ca', 'inbox.example.org'] as const;

export const ADD_REASONS = [
  'Purchase reward',
  'Birthday bonus',
  'Referral bonus',
  'Weekend double points',
  'Welcome bonus',
  'Review reward',
  'Goodwill credit for a late order',
  'Loyalty anniversary',
  'Event check-in',
] as const;

export const SERVICES = [
  'Haircut',
  'Coffee & pastry',
  'Manicure',
  'Personal training session',
  'Car wash',
  'Lunch combo',
  'Yoga class',
  'Massage (30 min)',
  'Smoothie',
  'Dry cleaning',
] as const;

export const BLOCK_REASONS = [
  'Repeated chargebacks on the linked card',
  'Suspicious points activity under review',
  'Shared account credentials with others',
  'Abusive language towards staff',
  'Requested a pause by the client',
] as const;

export const ACTIVE_REASONS = [
  'Account verified at sign-up',
  'Review completed, no issue found',
  'Client confirmed identity in store',
  'Payment dispute resolved',
] as const;

export const NOTES = [
  'Prefers text reminders over email.',
  'Visits mostly on weekends.',
  'Allergic to nuts — flag for café staff.',
  'Asked about the family plan.',
  'Regular at the Oakville studio.',
  '',
] as const;

export const BROADCAST_MESSAGES = [
  'Double points all weekend at every Mississauga location!',
  'Our Oakville studio reopens Monday with extended evening hours.',
  'Slow Tuesday special: 15% off any service booked before noon.',
  'Bring a friend this month and you both get 200 bonus points.',
  'Holiday hours: we close at 4 pm on December 24th and 31st.',
  'New rewards catalogue is live — redeem points for spa upgrades.',
  'Thank you for 10,000 visits! A surprise reward is waiting in your account.',
  'Summer patio night this Friday, free drink for loyalty members.',
  'Reminder: points older than 12 months expire at the end of the quarter.',
  'Flash sale tonight only: redeem 300 points for any smoothie.',
] as const;
