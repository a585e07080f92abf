/**
 * Runs a suite on PGlite and on PostgreSQL. Without TEST_DATABASE_URL the PostgreSQL leg is skipped, visibly
 * (it counts as skipped in `npm test`'s closing line); in CI a missing TEST_DATABASE_URL is a failure.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { embeddedTestDatabase } from './embedded-test-database';
import { postgresTestDatabase } from './postgres-test-database';
import type { TestDatabase } from './test-database';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

/** A getter: the database exists only once `beforeAll` has run. */
export type CurrentDatabase = () => TestDatabase;

function withDatabase(open: () => Promise<TestDatabase>, cases: (current: CurrentDatabase) => void): void {
  let opened: TestDatabase | null = null;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  cases(() => {
    if (!opened) throw new Error('The test database is not open yet.');
    return opened;
  });
}

/** The PostgreSQL leg alone: skipped without TEST_DATABASE_URL, failing in CI without it. */
export function describeOnPostgres(title: string, cases: (current: CurrentDatabase) => void): void {
  if (TEST_DATABASE_URL !== '') {
    describe(`${title} on PostgreSQL`, () =>
      withDatabase(() => postgresTestDatabase(TEST_DATABASE_URL), cases));
  } else if (process.env.CI) {
    describe(`${title} on PostgreSQL`, () => {
      it('runs in CI, which must set TEST_DATABASE_URL', () => {
        throw new Error(
          'CI is set but TEST_DATABASE_URL is not: the PostgreSQL leg cannot be skipped in CI.',
        );
      });
    });
  } else {
    describe.skip(`${title} on PostgreSQL (set TEST_DATABASE_URL to run)`, () =>
      withDatabase(() => postgresTestDatabase(TEST_DATABASE_URL), cases));
  }
}

export function describeOnEachDatabase(title: string, cases: (current: CurrentDatabase) => void): void {
  describe(`${title} on PGlite`, () => withDatabase(embeddedTestDatabase, cases));
  describeOnPostgres(title, cases);
}
