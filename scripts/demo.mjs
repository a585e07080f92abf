#!/usr/bin/env node
// `npm run demo`: build the sales demo (the fake backend runs in the browser) and serve it, printing where.
import { build, preview } from 'vite';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const outDir = process.env.VITE_BACKEND === 'http' ? 'dist-http' : 'dist';

console.log(`Building LoyalLoop (${process.env.VITE_BACKEND === 'http' ? 'http' : 'demo'} mode)…`);
await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const server = await preview({
  logLevel: 'warn',
  build: { outDir },
  preview: { host, port, strictPort: true },
});
const url = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`;

console.log(`
LoyalLoop demo is running at ${url}
  Admin console: ${url}auth/login
  Sign in with admin@loyalloop.demo / Demo@1234, then the code 1234.
Press Ctrl+C to stop.`);
