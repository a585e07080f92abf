/** The built server as a process: what `npm start` and `npm run serve` run (dist-server/main.js). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const MAIN = join(ROOT, 'dist-server/main.js');

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function run(dataDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves once the banner names the URL. */
function start(dataDir: string): Promise<Started> {
  const child = run(dataDir);
  let text = '';
  return new Promise((resolve, reject) => {
    const look = (chunk: Buffer): void => {
      text += chunk.toString();
      const url = /LoyalLoop is running at (http:\/\/\S+?)\/?\n/.exec(text)?.[1];
      if (url) resolve({ child, url, output: () => text });
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${text}`)));
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('the built server process', () => {
  beforeAll(() => {
    // The same build `npm start` makes (a no-op when it is current).
    const built = spawnSync(process.execPath, ['scripts/server/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(built.stderr);
  });

  it('holds its data folder, and on SIGTERM finishes, exits 0 and lets it go', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'loyalloop-process-'));
    const first = await start(dataDir);
    expect(first.output()).toContain('Demo data loaded. Sign in as admin@loyalloop.demo / Demo@1234.');
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    const second = await exited(run(dataDir));
    expect(second.code).toBe(1);
    expect(second.output).toContain(`is in use by another LoyalLoop server (process ${first.child.pid})`);

    const stopping = exited(first.child);
    first.child.kill('SIGTERM');
    expect((await stopping).code).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const again = await start(dataDir);
    expect(again.output()).not.toContain('Demo data loaded');
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    const stoppingAgain = exited(again.child);
    again.child.kill('SIGINT');
    expect((await stoppingAgain).code).toBe(0);
  });

  it('refuses to listen beyond this machine without JWT_SECRET and SMTP_URL, saying so', async () => {
    const refused = await exited(run(mkdtempSync(join(tmpdir(), 'loyalloop-process-')), { HOST: '0.0.0.0' }));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'HOST 0.0.0.0 lets other machines in: set JWT_SECRET and SMTP_URL first',
    );
  });
});
