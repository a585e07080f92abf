#!/usr/bin/env node
// `npm run serve`: production. Runs the existing build (never builds: `npm run build:server` makes it) with the
// settings of the environment (DATABASE_URL, JWT_SECRET, SMTP_URL, HOST, …; docs/deployment.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';

const main = join(fileURLToPath(new URL('..', import.meta.url)), 'dist-server', 'main.js');
if (!existsSync(main)) {
  console.error(
    'There is no server build: run "npm run build:server" first (it needs the dev dependencies).',
  );
  process.exit(1);
}
await import(pathToFileURL(main).href);
