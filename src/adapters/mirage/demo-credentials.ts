/** The demo account and its fixed code. Tiny on purpose: the container imports it statically for the demo hint. */
import { DEMO_ACCOUNT } from '../../backend/seed/demo-account';

export const DEMO_CREDENTIALS = { ...DEMO_ACCOUNT, code: '1234' } as const;
