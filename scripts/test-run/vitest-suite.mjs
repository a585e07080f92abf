// @ts-check
// One Vitest suite of `npm test`, run to the end with its output on the terminal (or kept, to print whole) and a
// JSON report to count from.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { runCommand } from './run-command.mjs';

/**
 * @typedef {{ status: string, fullName: string, failureMessages: string[] }} CaseResult
 * @typedef {{ name: string, status: string, message: string, assertionResults: CaseResult[] }} FileResult
 * @typedef {{ testResults: FileResult[] }} JsonReport
 * @typedef {{ title: string, exitCode: number | null, report: JsonReport | null, output: string }} SuiteRun
 */

/** `.only` is an error, never a silent skip of everything else. */
export const vitestArgs = (/** @type {string[]} */ extra, /** @type {string} */ reportFile) => [
  'vitest',
  'run',
  '--allowOnly=false',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
];

/**
 * Runs the suite; `report` is null when Vitest wrote none (it could not start, or `signal` stopped it).
 * `output`: as it comes ('inherit'), kept in `output` ('buffer'), or dropped ('ignore').
 * @param {{ title: string, args: string[], reportFile: string, env?: NodeJS.ProcessEnv,
 *   output?: import('./run-command.mjs').OutputMode, signal?: AbortSignal }} options
 * @returns {Promise<SuiteRun>}
 */
export async function runVitestSuite({
  title,
  args,
  reportFile,
  env = process.env,
  output = 'inherit',
  signal,
}) {
  rmSync(reportFile, { force: true });
  const run = await runCommand({ command: 'npx', args: vitestArgs(args, reportFile), env, output, signal });
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null;
  return { title, exitCode: run.exitCode, report, output: run.output };
}
