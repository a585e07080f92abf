// @ts-check
// One command of `npm test`, run to its end: its output shown as it comes, dropped, or kept to be printed whole
// once it ends (two suites side by side must not interleave their lines).
import { spawn } from 'node:child_process';

/**
 * @typedef {'inherit' | 'buffer' | 'ignore'} OutputMode
 * @typedef {{ exitCode: number | null, output: string }} CommandRun
 */

/** @type {Set<() => void>} */
const live = new Set();
/** `npm test` interrupted: Ctrl-C reaches only the foreground process group, so take the detached ones along. */
const interrupted = (/** @type {NodeJS.Signals} */ name) => {
  for (const stop of live) stop();
  process.exit(name === 'SIGINT' ? 130 : 143);
};

/**
 * Runs `command args`; `output` is the text it wrote (stdout and stderr in the order they came) when buffered,
 * '' otherwise. An abort of `signal` ends the command and everything it started (its own process group), so a
 * suite stopped midway leaves no worker or browser behind.
 * @param {{ command: string, args: string[], env?: NodeJS.ProcessEnv, output?: OutputMode, signal?: AbortSignal }} options
 * @returns {Promise<CommandRun>}
 */
export function runCommand({ command, args, env = process.env, output = 'inherit', signal }) {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ exitCode: null, output: '' });
      return;
    }
    const stdio = output === 'buffer' ? 'pipe' : output;
    // Colours as on a terminal when `npm test` itself writes to one, though the child writes to a pipe.
    const childEnv = output === 'buffer' && process.stdout.isTTY ? { FORCE_COLOR: '1', ...env } : env;
    const child = spawn(command, args, { stdio: ['ignore', stdio, stdio], env: childEnv, detached: true });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const stop = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    };
    signal?.addEventListener('abort', stop, { once: true });
    if (live.size === 0) {
      process.on('SIGINT', interrupted);
      process.on('SIGTERM', interrupted);
    }
    live.add(stop);
    child.on('close', (exitCode) => {
      signal?.removeEventListener('abort', stop);
      live.delete(stop);
      if (live.size === 0) {
        process.removeListener('SIGINT', interrupted);
        process.removeListener('SIGTERM', interrupted);
      }
      resolve({ exitCode, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}
