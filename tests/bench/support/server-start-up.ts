/** Start-up as an operator meets it: from spawning dist-server/main.js to the first 200 of /readyz. */
import { performance } from 'node:perf_hooks';
import { freePort } from '../../e2e/support/serve-build';
import { spawnServer } from '../../server/support/server-process';
import { median } from './stats';
import { refuseUnless } from './part';

const GIVE_UP_MS = 60_000;

async function readyAt(url: string, exited: () => boolean): Promise<number> {
  for (const deadline = performance.now() + GIVE_UP_MS; performance.now() < deadline;) {
    refuseUnless(!exited(), 'the server exited before it was ready');
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`not ready within ${GIVE_UP_MS / 1000} s`);
}

/** The median of `runs` start-ups with `env`, each process stopped before the next starts. */
export async function measureStartUps(env: Record<string, string>, runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const port = await freePort();
    const started = performance.now();
    const server = spawnServer({ ...env, PORT: String(port) });
    try {
      const ready = await readyAt(`http://127.0.0.1:${port}/readyz`, () => server.child.exitCode !== null);
      times.push(ready - started);
    } finally {
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      refuseUnless(exit.code === 0, `a measured server stopped with ${exit.code ?? exit.signal}`);
    }
  }
  return median(times);
}
