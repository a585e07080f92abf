import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { codeUnitText, isoTimestamp } from './columns';

/**
 * The wrong codes of each code step's subject, across codes (GuessRecord): an account's id or the id a reset
 * or sign-up of an unknown email answered, so no foreign key. `forget_after` lets the sweep drop a row that
 * no longer changes anything (rules/code-guesses.ts, forgottenAfter).
 */
export const codeGuesses = pgTable(
  'code_guesses',
  {
    subject: codeUnitText('subject').primaryKey(),
    wrongAt: text('wrong_at').array().notNull(),
    lockouts: integer('lockouts').notNull(),
    lockedUntil: isoTimestamp('locked_until'),
    forgetAfter: isoTimestamp('forget_after').notNull(),
  },
  (t) => [
    index('code_guesses_forget_after').on(t.forgetAfter),
    check('code_guesses_lockouts_not_negative', sql`${t.lockouts} >= 0`),
  ],
);
