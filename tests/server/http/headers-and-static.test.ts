import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { THEME_SCRIPT_HASH } from '../../../scripts/theme-script';
import { hostPerFile } from '../support/host-per-file';
import { embeddedTestDatabase } from '../support/embedded-test-database';
import { fakeBackend } from '../support/fake-backend';
import { INDEX_HTML, startHost } from '../support/host';

/** The policy of docs/deployment.md, plus what only a header can carry. */
const CSP =
  `default-src 'self';script-src 'self' ${THEME_SCRIPT_HASH};style-src 'self';img-src 'self' data: blob:;font-src 'self';` +
  "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

describe('security headers, compression and the console files', () => {
  const served = hostPerFile();

  it.each(['/api/admin/view-client/LL1', '/', '/app/dashboard/clients', '/healthz'])(
    'sends the build’s CSP with frame-ancestors, nosniff and a same-origin referrer policy on %s',
    async (url) => {
      const { headers } = await served.host.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toBe(CSP);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('same-origin');
    },
  );

  it('serves index.html at / and for any other page path, revalidated each time', async () => {
    for (const url of ['/', '/app/dashboard/clients/LL100001?tab=notes', '/auth/login']) {
      const response = await served.host.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it.each(['/signup', '/connect-company', '/header', '/app/dashboard/nothing-here', '/app/profile/devices'])(
    'answers the app path %s with the shell and 200',
    async (url) => {
      const response = await served.host.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.body]).toEqual([200, INDEX_HTML]);
    },
  );

  it.each(['/no-such-page', '/auth/nope', '/app', '/app/profile/nope', '/wp-login.php?x=1'])(
    'answers %s, a path the app has no route for, with the shell and 404',
    async (url) => {
      const response = await served.host.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves the files of the build, hashed assets cached for a year', async () => {
    const asset = await served.host.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await served.host.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect([icon.statusCode, icon.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it('answers other methods on page paths with a JSON 404', async () => {
    const response = await served.host.app.inject({ method: 'POST', url: '/app/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'error', message: 'Nothing here: POST /app/dashboard.' });
  });

  it('compresses large answers with brotli or gzip, as the client accepts', async () => {
    const url = '/api/retrieve/admin/view-clients?rows=500';
    const plain = await served.host.app.inject({ method: 'GET', url });
    const br = await served.host.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const gzip = await served.host.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it.each([
    ['GET', '/api/admin/view-client/LL1', 'admin/view-client/:id'],
    ['PUT', '/api/admin/view-client/notes/LL1', 'admin/view-client/notes/:id'],
  ] as const)('runs no compression on %s %s, a call that answers one record', async (method, path, route) => {
    // The fake core answers `rows` rows whatever the call: over the threshold, so only the route decides.
    const url = `${path}?rows=500`;
    const headers = { 'accept-encoding': 'br, gzip' };
    const response = await served.host.app.inject({ method, url, headers, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ message: `${method} ${route}` });
  });

  it('answers the health checks: alive, and ready while the database answers', async () => {
    expect((await served.host.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'alive',
    });
    expect((await served.host.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
    });
  });
});

describe('readiness without a database', () => {
  it('answers /readyz 503 with a message once the database is gone', async () => {
    const database = await embeddedTestDatabase();
    const host = await startHost(database.database, fakeBackend());
    await database.close();
    const response = await host.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ type: 'error', message: 'The database is not reachable.' });
    expect((await host.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await host.app.close();
  });
});
