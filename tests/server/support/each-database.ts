/** Runs a suite on PGlite and on PostgreSQL (whose leg follows postgres-leg.ts). */
import { afterAll, beforeAll, describe } from 'vitest';
import { embeddedTestDatabase } from './embedded-test-database';
import { postgresTestDatabase } from './postgres-test-database';
import { describePostgresLeg } from './postgres-leg';
import type { TestDatabase } from './test-database';

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

/** The PostgreSQL leg alone (postgres-leg.ts says when it runs, skips or fails). */
export function describeOnPostgres(title: string, cases: (current: CurrentDatabase) => void): void {
  describePostgresLeg(`${title} on PostgreSQL`, (url) =>
    withDatabase(() => postgresTestDatabase(url, undefined, { fastCommits: true }), cases),
  );
}

export function describeOnEachDatabase(title: string, cases: (current: CurrentDatabase) => void): void {
  describe(`${title} on PGlite`, () => withDatabase(embeddedTestDatabase, cases));
  describeOnPostgres(title, cases);
}
