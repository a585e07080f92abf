#!/usr/bin/env node
// `npm run db:migrate` and `npm run admin:create`: runs a command of the server build. With the dev
// dependencies installed, a build older than the sources is made again first; without them the build must exist.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, SERVER_DIR, SERVER_ENTRIES } from './builds.mjs';

const [name] = process.argv.splice(2, 1);
if (!name || !(name in SERVER_ENTRIES) || name === 'main') {
  console.error(`Unknown command "${name ?? ''}".`);
  process.exit(1);
}
const canBuild = await import('vite').then(
  () => true,
  () => false,
);
if (canBuild) await ensureServerBuild();
const entry = join(SERVER_DIR, `${name}.js`);
if (!existsSync(entry)) {
  console.error(
    'There is no server build: run "npm run build:server" first (it needs the dev dependencies).',
  );
  process.exit(1);
}
await import(pathToFileURL(entry).href);
