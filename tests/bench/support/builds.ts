/**
 * The builds the bench parts measure, each built once per bench run into dist-bench/<name> (scripts/bench.mjs
 * wipes the folder before and after) and served by the part that needs it, on loopback.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { buildApp, freePort, productionBuild, serveBuild } from '../../e2e/support/serve-build';
import { buildFloor, buildHttpApp } from '../../perf/builds';
import { serveCompressed } from './gzip-server';

/** The in-browser harness that calls the fake backend through the app's HTTP client (bench/fake-backend). */
const buildFakeBackendHarness = (outDir: string): Promise<void> =>
  productionBuild({
    configFile: false,
    root: 'bench/fake-backend',
    build: { outDir: `${process.cwd()}/${outDir}`, emptyOutDir: true, target: 'es2022' },
  });

const BUILDERS = {
  floor: buildFloor,
  app: buildApp,
  http: buildHttpApp,
  'fake-backend': buildFakeBackendHarness,
} as const;

export interface Served {
  /** Without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

/**
 * A build of `name`, made once per run, served by Vite's preview; `compressed`: by the Node server's static and
 * compression plugins instead, as production serves it (gzip or brotli), for figures of a page's first paint.
 */
export async function served(name: keyof typeof BUILDERS, compressed = false): Promise<Served> {
  const outDir = `dist-bench/${name}`;
  if (!existsSync(`${outDir}/index.html`)) await BUILDERS[name](outDir);
  if (compressed) return serveCompressed(outDir);
  const server = await serveBuild(outDir, await freePort());
  const url = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  if (!url) throw new Error(`the preview server of ${name} reported no URL`);
  return { url, close: () => server.close() };
}

/** Debian's Chromium with the project's flags; a debugging port when Lighthouse must drive it too. */
export function launchChromium(debuggingPort?: number): Promise<Browser> {
  const args = debuggingPort ? [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`] : CHROMIUM_ARGS;
  return chromium.launch({ executablePath: chromiumPath(), args });
}
