/** The seeded demo admin, the same in the browser demo and on a fresh server (README: signing in). */
export const DEMO_ACCOUNT = {
  email: 'admin@loyalloop.demo',
  password: 'Demo@1234',
} as const;
