/**
 * The bench's HTTP rate rows are driven by ApacheBench (`ab`, Debian's apache2-utils), a small C client, as
 * pgbench drives the database's: measured here, autocannon (JavaScript, in the bench's own process) cost about
 * 58 µs of CPU per GET one client and 25 per floor answer on the same two cores as the server, ab 20 and 12
 * (docs/performance.md, "Round four"). ab speaks HTTP/1.0 with keep-alive; an answer without a length (a
 * compressed list) closes its connection and ab opens the next, which costs the list's row a connect per call.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { refuseUnless } from './part';

const run = promisify(execFile);

const AB = '/usr/bin/ab';
/** ab sizes its table of timings by the request count; a timed run needs a count it never reaches. */
const TIMED_RUN_CEILING = 1_000_000;

export interface AbSummary {
  complete: number;
  /** Refused by ab itself: connect, receive or exceptions (a varying length is not a failure, `-l`). */
  failed: number;
  non2xx: number;
  seconds: number;
  totalBytes: number;
  p50: number;
  p99: number;
}

const number = (output: string, pattern: RegExp): number | null => {
  const found = pattern.exec(output);
  return found?.[1] === undefined ? null : Number(found[1]);
};

/** What ab printed, or null for an output it did not finish (e.g. it stopped on a connection error). */
export function parseAb(output: string): AbSummary | null {
  const complete = number(output, /^Complete requests:\s+(\d+)/m);
  const failed = number(output, /^Failed requests:\s+(\d+)/m);
  const seconds = number(output, /^Time taken for tests:\s+([\d.]+) seconds/m);
  const totalBytes = number(output, /^Total transferred:\s+(\d+) bytes/m);
  const p50 = number(output, /^\s+50%\s+(\d+)/m);
  const p99 = number(output, /^\s+99%\s+(\d+)/m);
  if (complete === null || failed === null || seconds === null || totalBytes === null) return null;
  if (p50 === null || p99 === null) return null;
  // ab prints the line only when there were some.
  const non2xx = number(output, /^Non-2xx responses:\s+(\d+)/m) ?? 0;
  return { complete, failed, non2xx, seconds, totalBytes, p50, p99 };
}

export interface AbRun {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds?: number;
  amount?: number;
}

/** One ab run; refuses the row when ab (`binary`) is not installed or did not finish. */
export async function runAb(options: AbRun, binary = AB): Promise<AbSummary & { startedAt: number }> {
  refuseUnless(
    existsSync(binary),
    `${binary} is not installed: the bench's HTTP rows need ApacheBench (apt-get install apache2-utils; .ci/postgres installs it)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'loyalloop-ab-'));
  try {
    const contentType = Object.entries(options.headers).find(
      ([name]) => name.toLowerCase() === 'content-type',
    );
    const bodyArgs: string[] = [];
    if (options.method !== 'GET') {
      const file = join(dir, 'body');
      writeFileSync(file, options.body ?? '');
      // ab writes the content type of -T itself; the same header again from -H would be sent twice.
      bodyArgs.push(options.method === 'PUT' ? '-u' : '-p', file, '-T', contentType?.[1] ?? 'text/plain');
    }
    const headers = Object.entries(options.headers)
      .filter(([name]) => options.method === 'GET' || name.toLowerCase() !== 'content-type')
      .flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const bound =
      options.amount === undefined
        ? ['-t', String(options.seconds ?? 5), '-n', String(TIMED_RUN_CEILING)]
        : ['-n', String(options.amount)];
    // ab wants a path, even "/".
    const url = new URL(options.url).href;
    const args = ['-q', '-k', '-l', '-s', '30', '-c', String(options.connections), ...bound];
    const startedAt = performance.now();
    const output = await run(binary, [...args, ...bodyArgs, ...headers, url], { maxBuffer: 1 << 20 }).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}\n${error.stderr ?? ''}`,
    );
    const summary = parseAb(output);
    refuseUnless(summary !== null, `ab did not finish: ${output.trim().slice(-300)}`);
    return { ...summary, startedAt };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
