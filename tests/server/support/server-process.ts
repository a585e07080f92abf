/**
 * The built server (dist-server/main.js, made current once per run by global-setup.ts) as a process, the way
 * `npm start` and `npm run serve` run it: started with settings, its banner and dev-mailer lines read from
 * what it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const MAIN = join(import.meta.dirname, '../../../dist-server/main.js');
const BANNER = /LoyalLoop is running at (http:\/\/\S+?)\/?\n/;
const MAIL_LINE = /^\[mail\] to (\S+): code (\d{4}) /gm;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

export interface SpawnedServer {
  readonly child: ChildProcess;
  /** Everything printed so far, standard output and error together. */
  output(): string;
  readonly exited: Promise<Exit>;
}

export interface ServerProcess extends SpawnedServer {
  /** Its origin, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** Runs `action`, then waits for the code the dev mailer prints to `email` after it. */
  mailed<T>(email: string, action: () => Promise<T>): Promise<{ result: T; code: string }>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/** Settings as in docs/settings.md; loopback on a free port, warnings only, unless `env` says otherwise. */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, output: text })),
  );
  return { child, output: () => text, exited };
}

const codesTo = (output: string, email: string): string[] =>
  [...output.matchAll(MAIL_LINE)].filter((m) => m[1] === email).map((m) => m[2] ?? '');

/** Waits for `found` to answer something, up to `ms` (output on a pipe may trail the HTTP answer). */
async function waitFor<T>(found: () => T | undefined, ms: number, what: () => string): Promise<T> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    const value = found();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(what());
}

/** Resolves once the banner names the URL; rejects with the output if the process exits first. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const spawned = spawnServer(env);
  const { child } = spawned;
  const url = await waitFor(
    () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `exited (${child.exitCode ?? child.signalCode}) before listening: ${spawned.output()}`,
        );
      return BANNER.exec(spawned.output())?.[1];
    },
    120_000,
    () => `no banner within 2 minutes: ${spawned.output()}`,
  );
  return {
    ...spawned,
    url,
    async mailed(email, action) {
      const before = codesTo(spawned.output(), email).length;
      const result = await action();
      const code = await waitFor(
        () => codesTo(spawned.output(), email)[before],
        10_000,
        () => `no code was printed for ${email}: ${spawned.output()}`,
      );
      return { result, code };
    },
    stop(signal = 'SIGTERM') {
      spawned.child.kill(signal);
      return spawned.exited;
    },
  };
}
