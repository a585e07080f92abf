/** A console page gets the console's shell (its route preloads); sign-in and unknown paths keep index.html. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTestDatabase } from '../support/embedded-test-database';
import { fakeBackend } from '../support/fake-backend';
import { consoleBuild, INDEX_HTML, startHost, type Host } from '../support/host';
import type { TestDatabase } from '../support/test-database';

const CONSOLE_HTML =
  '<!doctype html><html lang="en"><title>LoyalLoop</title><script src="/assets/route-preloads-x.js"></script><div id="root"></div></html>';

describe('the console’s shell', () => {
  let database: TestDatabase;
  let host: Host;
  beforeAll(async () => {
    database = await embeddedTestDatabase();
    const staticFolder = consoleBuild();
    writeFileSync(join(staticFolder, 'console.html'), CONSOLE_HTML);
    host = await startHost(database.database, fakeBackend(), { staticFolder });
  });
  afterAll(async () => {
    await host.app.close();
    await database.close();
  });

  it.each(['/app/dashboard/clients', '/app/dashboard/clients/LL100001?tab=notes', '/app/dashboard/overview'])(
    'serves %s with the console’s shell, 200, revalidated',
    async (url) => {
      const response = await host.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.body]).toEqual([200, CONSOLE_HTML]);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['/auth/login', 200],
    ['/setup', 200],
    ['/app', 404],
    ['/app/profile/nope', 404],
  ])('serves %s with index.html, which asks for no console code (%i)', async (url, status) => {
    const response = await host.app.inject({ method: 'GET', url });
    expect([response.statusCode, response.body]).toEqual([status, INDEX_HTML]);
  });
});
