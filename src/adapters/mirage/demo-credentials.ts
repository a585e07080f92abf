/** The demo account. Tiny on purpose: the container imports it statically to show the demo hint. */
export const DEMO_CREDENTIALS = {
  email: 'admin@loyalloop.demo',
  password: 'Demo@1234',
  code: '1234',
} as const;
