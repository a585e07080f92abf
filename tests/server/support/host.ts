/** The Fastify host on a test database, the fake core and a small console build, with its log captured. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppParts } from '../../../server/http/app';
import type { Backend } from '../../../src/backend/backend';
import type { Database } from '../../../server/db/database';

export const INDEX_HTML =
  '<!doctype html><html lang="en"><title>LoyalLoop</title><div id="root"></div></html>';

/** A folder shaped like dist-http/. */
export function consoleBuild(): string {
  const folder = mkdtempSync(join(tmpdir(), 'loyalloop-dist-http-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), INDEX_HTML);
  writeFileSync(join(folder, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return folder;
}

export interface Host {
  app: FastifyInstance;
  /** Every log line so far, as JSON text. */
  logs: string[];
}

export async function startHost(
  database: Database,
  backend: Backend,
  overrides: Partial<AppParts['config']> & { now?: () => number; staticFolder?: string } = {},
): Promise<Host> {
  const logs: string[] = [];
  const { now = () => Date.now(), staticFolder = consoleBuild(), ...config } = overrides;
  const app = await buildApp({
    config: { trustProxy: [], corsOrigins: [], rateLimitPerMinute: 30, logLevel: 'info', ...config },
    backend,
    database,
    clock: { now },
    staticFolder,
    logStream: { write: (line) => void logs.push(line) },
  });
  await app.ready();
  return { app, logs };
}
