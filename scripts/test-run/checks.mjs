// @ts-check
// The checks before the suites of `npm test` (type-check, lint), run side by side: each is one process on one
// core, so on two cores the pair takes about as long as the longer one. Their output is kept and printed in
// order, one check after the other, as if they had run one after another.
import { spawn } from 'node:child_process';

/**
 * @typedef {{ title: string, args: string[], failure: string }} Check
 * @typedef {Check & { status: number | null, output: string }} CheckRun
 */

/**
 * Runs `npx <args>` with its stdout and stderr kept together in the order written.
 * @param {Check} check
 * @returns {Promise<CheckRun>}
 */
function runCaptured(check) {
  return new Promise((resolve) => {
    const child = spawn('npx', check.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (status) => resolve({ ...check, status, output: Buffer.concat(chunks).toString() }));
  });
}

/**
 * Runs every check at once; answers the runs in the order given, so the first failure named is the one that
 * would have stopped a run one after another.
 * @param {Check[]} checks
 */
export const runChecks = (checks) => Promise.all(checks.map(runCaptured));
