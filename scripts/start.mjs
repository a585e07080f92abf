#!/usr/bin/env node
// `npm start`: the real LoyalLoop on this machine. Builds the console (http mode) and the server when their
// sources changed since the last build, then starts the server on the embedded database in ./data/, bound to
// 127.0.0.1. A second start reuses both builds and the data.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilds, SERVER_DIR } from './server/builds.mjs';

// Each step says what it is doing (building, creating or updating the database): the owner sees what a wait is for.
await ensureBuilds();
// The terminal is for the banner and the sign-in codes; request logs on asking (LOG_LEVEL=info).
process.env.LOG_LEVEL ??= 'warn';
// `npm start -- --empty`: a real business's first start, without the demo data (README, "First start of a business").
if (process.argv.includes('--empty')) process.env.DEMO_DATA = 'off';
console.log('Starting the server…');
await import(pathToFileURL(join(SERVER_DIR, 'main.js')).href);
