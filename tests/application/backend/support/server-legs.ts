/** The Node server's legs of the contract suite: on PGlite, and on PostgreSQL when this run has one. */
import { randomBytes } from 'node:crypto';
import { pgliteDataFolder } from '../../../server/support/pglite-folder';
import { describePostgresLeg } from '../../../server/support/postgres-leg';
import { postgresTestDatabase } from '../../../server/support/postgres-test-database';
import { plainLeg, type BackendLeg } from './legs';
import { serverHarness, type ServerDatabase } from './server-harness';

/** A database of its own on TEST_DATABASE_URL's server, dropped afterwards. */
async function postgresDatabase(url: string): Promise<ServerDatabase> {
  const database = await postgresTestDatabase(url, undefined, { fastCommits: true });
  if (!database.url) throw new Error('A PostgreSQL test database has a URL.');
  return {
    env: { DATABASE_URL: database.url, JWT_SECRET: randomBytes(36).toString('base64') },
    dispose: () => database.close(),
  };
}

const POSTGRES = 'server (PostgreSQL)';

export const SERVER_LEGS: readonly BackendLeg[] = [
  plainLeg((options) => serverHarness('server (PGlite)', async () => pgliteDataFolder(), options)),
  {
    describe: (title, options, body) =>
      describePostgresLeg(`${title} [${POSTGRES}]`, (url) =>
        body(serverHarness(POSTGRES, () => postgresDatabase(url), options)),
      ),
  },
];
