import { readFileSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUDGETS, entryClosure, isFakeBackendKey, PUBLIC_PATHS, type Manifest } from '../perf/budgets';
import { buildFloor } from '../perf/builds';
import { CLIENTS_PATH, clientsHttpJavaScript, signedInWithStubs } from '../perf/clients-http';
import { routeJavaScript } from '../perf/route-javascript';
import { scriptRounds } from '../perf/script-rounds';
import { baseURL, launchBrowser } from './support/browser';
import { freePort, serveBuild } from './support/serve-build';

const floorDir = `dist-e2e/floor-${process.pid}`;
/** The run's http build (the global set-up makes it current): served here, never written. */
const httpDir = inject('httpOutDir');
const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));

let browser: Browser;
let servers: PreviewServer[] = [];
let floorURL = '';
let httpURL = '';
let floorBytes = 0;

beforeAll(async () => {
  await buildFloor(floorDir);
  const floor = await serveBuild(floorDir, await freePort());
  const http = await serveBuild(httpDir, await freePort());
  servers = [floor, http];
  floorURL = floor.resolvedUrls?.local[0] ?? '';
  httpURL = http.resolvedUrls?.local[0] ?? '';
  browser = await launchBrowser();
  floorBytes = (await routeJavaScript(browser, floorURL)).gzipBytes;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
  await rm(floorDir, { recursive: true, force: true });
});

const ratio = (bytes: number) => bytes / floorBytes;

describe('JavaScript per route stays within its multiple of the floor page (gzip)', () => {
  it('the floor is a real React page', () => {
    expect(floorBytes).toBeGreaterThan(40_000);
  });

  it.each(PUBLIC_PATHS)(`public page %s ≤ ${BUDGETS.publicPage} × floor`, async (path) => {
    const js = await routeJavaScript(browser, `${baseURL()}${path}`);
    expect(ratio(js.gzipBytes), js.files.join(', ')).toBeLessThanOrEqual(BUDGETS.publicPage);
  });

  it(`/auth/login ≤ ${BUDGETS.login} × floor`, async () => {
    const js = await routeJavaScript(browser, `${baseURL()}/auth/login`);
    expect(ratio(js.gzipBytes), js.files.join(', ')).toBeLessThanOrEqual(BUDGETS.login);
  });

  it(`the clients list in http mode, showing its rows, ≤ ${BUDGETS.clientsHttp} × floor`, async () => {
    const js = await clientsHttpJavaScript(browser, httpURL);
    expect(js.showsRows, 'the list showed rows, not its error state').toBe(true);
    expect(ratio(js.gzipBytes), js.files.join(', ')).toBeLessThanOrEqual(BUDGETS.clientsHttp);
  });
});

describe('the shell asks for a route’s chunks at once (docs/performance.md, "The console loads in two rounds")', () => {
  it('a cold signed-in load of the clients list in http mode takes at most two rounds of scripts before its first API call', async () => {
    const measured = await scriptRounds(browser, `${httpURL}${CLIENTS_PATH.slice(1)}`, {
      prepare: signedInWithStubs,
    });
    expect(measured.firstCall.path).toMatch(/^\/api\//);
    expect(measured.rounds.length, JSON.stringify(measured.rounds)).toBeLessThanOrEqual(2);
  });
});

describe('the fake backend', () => {
  it('is a lazy chunk of the demo build, outside the entry chunk and its static imports', () => {
    const manifest = readManifest(inject('outDir'));
    expect(Object.keys(manifest).some(isFakeBackendKey)).toBe(true);
    expect(entryClosure(manifest).filter(isFakeBackendKey)).toEqual([]);
  });

  it('is not in the http build at all', () => {
    const manifest = readManifest(httpDir);
    expect(Object.keys(manifest).filter(isFakeBackendKey)).toEqual([]);
    const scripts = readdirSync(`${httpDir}/assets`).filter((file) => file.endsWith('.js'));
    const withMirage = scripts.filter((file) =>
      readFileSync(`${httpDir}/assets/${file}`, 'utf8').includes('Mirage:'),
    );
    expect(withMirage).toEqual([]);
  });

  it('is not downloaded by a public page or the login page of the demo', async () => {
    const manifest = readManifest(inject('outDir'));
    const backendFiles = Object.entries(manifest)
      .filter(([key]) => isFakeBackendKey(key))
      .map(([, chunk]) => `/${chunk.file}`);
    expect(backendFiles.length).toBeGreaterThan(0);
    for (const path of ['/', '/home-page-vendors', '/auth/login']) {
      const js = await routeJavaScript(browser, `${baseURL()}${path}`);
      expect(js.files.filter((file) => backendFiles.includes(file))).toEqual([]);
    }
  });
});
