/** The seeded demo admin, the same in the browser demo and on a fresh server (README: signing in). */
export const DEMO_ACCOUNT = {
  email: 'admin@loyalloop.demo',
  password: 'Demo@1234',
} as const;

/** The seeded Admin (not Super Admin), to try what that role may not do; same password as the demo admin. */
export const DEMO_SECOND_ADMIN = {
  email: 'jordan.lee@loyalloop.demo',
  password: DEMO_ACCOUNT.password,
} as const;
