import { pgTable } from 'drizzle-orm/pg-core';
import { codeUnitText, isoTimestamp } from './columns';

/** The first start's setup link (no admin yet): only the token's hash is kept, valid until `expiresAt`. */
export const setupTokens = pgTable('setup_tokens', {
  tokenHash: codeUnitText('token_hash').primaryKey(),
  expiresAt: isoTimestamp('expires_at').notNull(),
});
