/**
 * The one rule for every PostgreSQL leg (the store suite, the contract suite, the process tests): it runs on
 * TEST_DATABASE_URL; without it the leg is skipped, visibly (its cases count as skipped in `npm test`'s closing
 * line); and in CI, where a skipped leg would hide a missing database, it fails instead.
 */
import { describe, it } from 'vitest';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

/** `body` gets the URL ('' when the leg is skipped: its hooks never run, its cases are only counted). */
export function describePostgresLeg(title: string, body: (url: string) => void): void {
  if (TEST_DATABASE_URL !== '') {
    describe(title, () => body(TEST_DATABASE_URL));
  } else if (process.env.CI) {
    describe(title, () => {
      it('runs in CI, which must set TEST_DATABASE_URL', () => {
        throw new Error(
          'CI is set but TEST_DATABASE_URL is not: the PostgreSQL leg cannot be skipped in CI.',
        );
      });
    });
  } else {
    describe.skip(`${title} (set TEST_DATABASE_URL to run)`, () => body(TEST_DATABASE_URL));
  }
}
