import { mkdtemp, rm } from 'node:fs/promises';
import { scratchRoot } from '../../server/support/scratch-folder';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CONSOLE_DIR, ensureConsoleBuild } from '../../../scripts/server/builds.mjs';
import { makePgliteTemplates } from '../../server/support/pglite-templates';
import { chromiumPath } from './chromium';
import { buildApp, freePort, serveBuild } from './serve-build';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where this run's demo build lives (its .vite/manifest.json is read by the bundle budgets). */
    outDir: string;
    /** The console's http build (dist-http/, what the server serves), current for this run's sources. */
    httpOutDir: string;
  }
}

/** ensureConsoleBuild sets the build's mode in process.env for good; the workers must not inherit it. */
async function httpBuild(): Promise<void> {
  const keys = ['VITE_BACKEND', 'VITE_API_BASE'] as const;
  const before = keys.map((key) => process.env[key]);
  try {
    await ensureConsoleBuild();
  } finally {
    keys.forEach((key, index) => {
      const value = before[index];
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    });
  }
}

/**
 * Once per run: check Chromium, build the demo app and serve it, and make the http build current (the http
 * journeys' server serves it, the bundle budgets read it): once here rather than by the first file that needs
 * it, so two files never build it over each other, and no file builds a second copy. And a migrated PGlite
 * folder, which each http journey file's server starts from instead of running initdb.
 */
export default async function setup(project: TestProject) {
  chromiumPath();
  // One folder per run, so two runs at once never build over each other.
  const outDir = `dist-e2e/run-${process.pid}`;
  await buildApp(outDir);
  await httpBuild();
  const folder = await mkdtemp(join(scratchRoot(), 'loyalloop-e2e-'));
  const pglite = await makePgliteTemplates(folder);
  const server = await serveBuild(outDir, await freePort());
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report a URL');
  project.provide('baseURL', url.replace(/\/$/, ''));
  project.provide('outDir', outDir);
  project.provide('httpOutDir', CONSOLE_DIR);
  project.provide('pgliteFolder', pglite.folder);
  return async () => {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
    await rm(folder, { recursive: true, force: true });
  };
}
