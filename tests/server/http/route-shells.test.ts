/**
 * A sign-in or console page gets its route's own shell, which names the route's chunks in its head
 * (docs/performance.md, "The console loads in two rounds"); a path no such route matches keeps index.html.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTestDatabase } from '../support/embedded-test-database';
import { fakeBackend } from '../support/fake-backend';
import { consoleBuild, INDEX_HTML, startHost, type Host } from '../support/host';
import type { TestDatabase } from '../support/test-database';

const shellOf = (name: string) =>
  `<!doctype html><html lang="en"><title>LoyalLoop</title><link rel="modulepreload" href="/assets/${name}.js"><div id="root"></div></html>`;
const SHELLS = {
  'shells/auth-login.html': shellOf('LoginPage'),
  'shells/app-dashboard-clients.html': shellOf('ClientsPage'),
  'shells/app-dashboard-clients-clientId.html': shellOf('ClientPage'),
  'shells/app-dashboard-overview.html': shellOf('OverviewPage'),
};
/** In match order, as the build writes it: the first route that matches picks the shell. */
const TABLE = [
  [['/auth/login'], 'shells/auth-login.html'],
  [['/setup'], null],
  [['/app/dashboard/overview'], 'shells/app-dashboard-overview.html'],
  [['/app/dashboard/clients'], 'shells/app-dashboard-clients.html'],
  [['/app/dashboard/clients/:clientId'], 'shells/app-dashboard-clients-clientId.html'],
  [['/app/dashboard/*'], null],
  [['*'], null],
];

describe('the route shells', () => {
  let database: TestDatabase;
  let host: Host;
  beforeAll(async () => {
    database = await embeddedTestDatabase();
    const staticFolder = consoleBuild();
    mkdirSync(join(staticFolder, 'shells'));
    for (const [file, text] of Object.entries(SHELLS)) writeFileSync(join(staticFolder, file), text);
    writeFileSync(join(staticFolder, 'shells/routes.json'), JSON.stringify(TABLE));
    host = await startHost(database.database, fakeBackend(), { staticFolder });
  });
  afterAll(async () => {
    await host.app.close();
    await database.close();
  });

  it.each([
    ['/app/dashboard/clients', 'shells/app-dashboard-clients.html'],
    ['/app/dashboard/CLIENTS/', 'shells/app-dashboard-clients.html'],
    ['/app/dashboard/clients/LL100001?tab=notes', 'shells/app-dashboard-clients-clientId.html'],
    ['/app/dashboard/overview', 'shells/app-dashboard-overview.html'],
    ['/auth/login', 'shells/auth-login.html'],
  ] as const)('serves %s with its route’s shell (%s), 200, revalidated', async (url, file) => {
    const response = await host.app.inject({ method: 'GET', url });
    expect([response.statusCode, response.body]).toEqual([200, SHELLS[file]]);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/setup', 200],
    ['/app/dashboard/nope', 200],
    ['/app', 404],
    ['/app/profile/nope', 404],
  ])('serves %s with index.html, which asks for no page code (%i)', async (url, status) => {
    const response = await host.app.inject({ method: 'GET', url });
    expect([response.statusCode, response.body]).toEqual([status, INDEX_HTML]);
  });
});
