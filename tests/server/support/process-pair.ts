/**
 * Server processes on one PostgreSQL database holding the demo data, as several servers behind a load
 * balancer run (docs/deployment.md): the same DATABASE_URL and JWT_SECRET, nothing else shared.
 */
import { randomBytes } from 'node:crypto';
import { seedIfEmpty } from '../../../server/db/seed';
import { scryptPasswordHasher } from '../../../server/ports/scrypt-password-hasher';
import { DEMO_ACCOUNT } from '../../../src/backend/seed/demo-account';
import { wireTo, type Call } from '../../application/backend/support/wire';
import { postgresTestDatabase } from './postgres-test-database';
import { demoSeed } from './reseed';
import { startServer, type ServerProcess } from './server-process';
import type { TestDatabase } from './test-database';

/** A new database on TEST_DATABASE_URL's server with the demo data, and the settings a server needs for it. */
export async function demoDatabase(
  url: string,
): Promise<{ database: TestDatabase; env: Record<string, string> }> {
  const database = await postgresTestDatabase(url);
  if (!database.url) throw new Error('A PostgreSQL test database has a URL.');
  const hash = await scryptPasswordHasher.hash(DEMO_ACCOUNT.password);
  await seedIfEmpty(database.database.sql, async () => demoSeed(Date.now(), hash));
  return {
    database,
    env: { DATABASE_URL: database.url, JWT_SECRET: randomBytes(36).toString('base64') },
  };
}

export const startPair = (env: Record<string, string>): Promise<ServerProcess[]> =>
  Promise.all([startServer(env), startServer(env)]);

/** Plain JSON calls to one process. */
export const callTo = (server: ServerProcess): Call => wireTo({ apiBase: `${server.url}/api/` });

/** Signs the demo admin in: the password through `first`, the printed code through `second`. */
export async function signInAcross(
  first: ServerProcess,
  second: ServerProcess = first,
): Promise<{ token: string; adminId: string }> {
  const { result: login, code } = await first.mailed(DEMO_ACCOUNT.email, () =>
    callTo(first)('POST', 'admin/email-login', { body: DEMO_ACCOUNT }),
  );
  const adminId = String(login.body.adminId);
  const verified = await callTo(second)('POST', 'admin/verify-email-otp', {
    body: { adminId, attemptId: login.body.attemptId, otp: Number(code) },
  });
  if (verified.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(verified.body)}`);
  return { token: String(verified.body.accessToken), adminId };
}
