/**
 * One server on a fresh embedded database with the fake backend, for a whole test file: started before its
 * cases, closed after them. Read `host` and `database` inside cases (they exist once the file's set-up ran).
 */
import { afterAll, beforeAll } from 'vitest';
import { embeddedTestDatabase } from './embedded-test-database';
import { fakeBackend } from './fake-backend';
import { startHost, type Host } from './host';
import type { TestDatabase } from './test-database';

export interface HostPerFile {
  readonly host: Host;
  readonly database: TestDatabase;
}

export function hostPerFile(): HostPerFile {
  let started: HostPerFile | undefined;
  beforeAll(async () => {
    const database = await embeddedTestDatabase();
    started = { database, host: await startHost(database.database, fakeBackend()) };
  });
  afterAll(async () => {
    await started?.host.app.close();
    await started?.database.close();
  });
  const current = (): HostPerFile => {
    if (!started) throw new Error('The file’s server is not started: read it inside a case or a hook.');
    return started;
  };
  return {
    get host() {
      return current().host;
    },
    get database() {
      return current().database;
    },
  };
}
