/** The demo's password hash: fast and keyed, enough to keep a typed password out of plain sight in storage. */
import type { PasswordHasher } from '../../../backend/ports';
import { hash64 } from './hash';

const PASSWORD_SALT = 'loyalloop-demo-password';

/** Synchronous, so the demo can seed its admin without waiting. */
export const hashPassword = (password: string): string => hash64(`${PASSWORD_SALT}:${password}`, 7);

export const demoPasswordHasher: PasswordHasher = {
  hash: async (password) => hashPassword(password),
  verify: async (password, hash) => hashPassword(password) === hash,
  // One scheme, one cost, ever: nothing to upgrade.
  needsRehash: () => false,
};
