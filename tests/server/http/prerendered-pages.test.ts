// The Node server serves each prerendered public page at its own path, with no redirect; every other page path
// still gets the app shell; its Content-Security-Policy allows the pages' inline stylesheets by their hashes.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTestDatabase } from '../support/embedded-test-database';
import { fakeBackend } from '../support/fake-backend';
import { consoleBuild, INDEX_HTML, startHost, type Host } from '../support/host';
import type { TestDatabase } from '../support/test-database';

/** Each page's stylesheet, inline in its head as the build writes it (scripts/prerender/inline-style.ts). */
const styleOf = (path: string) => `.page[data-path="${path}"]{color:red}`;
const page = (path: string) =>
  `<!doctype html><head><title>${path}</title><style>${styleOf(path)}</style></head><div id="root">${path}</div>`;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A build with the welcome page and the FAQ prerendered, as the build's prerender writes them. */
function buildWithPages(): string {
  const folder = consoleBuild();
  mkdirSync(join(folder, 'pages'));
  writeFileSync(join(folder, 'pages', 'index.html'), page('/'));
  writeFileSync(join(folder, 'pages', 'faq.html'), page('/faq'));
  return folder;
}

describe('prerendered public pages on the Node server', () => {
  let database: TestDatabase;
  let host: Host;
  beforeAll(async () => {
    database = await embeddedTestDatabase();
    host = await startHost(database.database, fakeBackend(), { staticFolder: buildWithPages() });
  });
  afterAll(async () => {
    await host.app.close();
    await database.close();
  });

  it.each(['/', '/faq'])('serves %s its own prerendered file, with no redirect, revalidated', async (url) => {
    const response = await host.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(page(url));
  });

  it.each(['/', '/faq', '/api/admin/view-client/LL1', '/app/dashboard'])(
    'allows every page’s inline stylesheet by its hash in the policy it sends with %s, and no other',
    async (url) => {
      const { headers } = await host.app.inject({ method: 'GET', url });
      const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];
      expect(styleSrc?.split(' ')).toEqual([
        "'self'",
        ...[hashOf(styleOf('/')), hashOf(styleOf('/faq'))].sort(),
      ]);
    },
  );

  it('serves the prerendered file to a HEAD request and with a query string', async () => {
    expect((await host.app.inject({ method: 'HEAD', url: '/faq' })).statusCode).toBe(200);
    expect((await host.app.inject({ method: 'GET', url: '/faq?from=footer' })).body).toBe(page('/faq'));
  });

  it.each(['/get-help', '/faq/', '/FAQ', '/auth/login', '/app/dashboard/clients'])(
    'falls back to the app shell on %s, which has no prerendered file of its own',
    async (url) => {
      const response = await host.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    },
  );
});
