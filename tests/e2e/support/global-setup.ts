import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium';
import { buildApp, freePort, serveBuild } from './serve-build';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where this run's demo build lives (its .vite/manifest.json is read by the bundle budgets). */
    outDir: string;
  }
}

/** Once per run: check Chromium, build the demo app, serve it, and tell every test file where. */
export default async function setup(project: TestProject) {
  chromiumPath();
  // One folder per run, so two runs at once never build over each other.
  const outDir = `dist-e2e/run-${process.pid}`;
  await buildApp(outDir);
  const server = await serveBuild(outDir, await freePort());
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report a URL');
  project.provide('baseURL', url.replace(/\/$/, ''));
  project.provide('outDir', outDir);
  return async () => {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
