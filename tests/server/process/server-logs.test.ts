/**
 * The built server's log (written asynchronously in the process, log-destination.ts) keeps its last lines
 * however the process stops: on SIGTERM, on SIGINT, and on an error nothing caught.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteDataFolder, type DataFolder } from '../support/pglite-folder';
import { startServer, type ServerProcess } from '../support/server-process';

const FATAL_ON_SIGNAL = pathToFileURL(join(import.meta.dirname, '../support/fatal-on-signal.mjs')).href;
const CALLS = 20;

interface LogLine {
  level: number;
  msg: string;
  req?: { url?: string };
  err?: { message?: string };
}

const logLines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

const folders: DataFolder[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await folder.dispose();
});

/** Started on a migrated database with every request logged; then `CALLS` requests, each answered in turn. */
async function loggedServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const folder = pgliteDataFolder();
  folders.push(folder);
  const server = await startServer({ ...folder.env, DEMO_DATA: 'off', LOG_LEVEL: 'info', ...env });
  for (let call = 0; call < CALLS; call += 1)
    await (await fetch(`${server.url}/api/no-such-call-${call}`)).text();
  return server;
}

const requestsLogged = (lines: LogLine[]) =>
  lines.filter((line) => line.msg === 'incoming request' && /no-such-call/.test(line.req?.url ?? '')).length;

// A process start on a busy machine takes seconds; each case starts one.
describe('the server process’s log', { timeout: 120_000 }, () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('keeps every line up to the last on %s', async (signal) => {
    const server = await loggedServer();
    const exit = await server.stop(signal);
    expect(exit.code).toBe(0);
    const lines = logLines(exit.output);
    expect(requestsLogged(lines)).toBe(CALLS);
    expect(lines.at(-1)?.msg).toMatch(new RegExp(`^${signal}: finishing requests in flight`));
  });

  it('logs an error nothing caught as fatal, after every line before it, and exits 1', async () => {
    const server = await loggedServer({ NODE_OPTIONS: `--import=${FATAL_ON_SIGNAL}` });
    const exit = await server.stop('SIGUSR2');
    expect(exit.code).toBe(1);
    const lines = logLines(exit.output);
    expect(requestsLogged(lines)).toBe(CALLS);
    expect(lines.at(-1)).toMatchObject({ level: 60, err: { message: 'a fatal error for the log test' } });
  });
});
