// @ts-check
// One Vitest suite of `npm test`, run to the end with its output on the terminal and a JSON report to count from.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * @typedef {{ status: string, fullName: string, failureMessages: string[] }} CaseResult
 * @typedef {{ name: string, status: string, message: string, assertionResults: CaseResult[] }} FileResult
 * @typedef {{ testResults: FileResult[] }} JsonReport
 * @typedef {{ title: string, exitCode: number | null, report: JsonReport | null }} SuiteRun
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
 * Runs the suite; `report` is null when Vitest wrote none (it could not start).
 * @param {{ title: string, args: string[], reportFile: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} options
 * @returns {Promise<SuiteRun>}
 */
export function runVitestSuite({ title, args, reportFile, env = process.env, quiet = false }) {
  rmSync(reportFile, { force: true });
  return new Promise((resolve) => {
    const child = spawn('npx', vitestArgs(args, reportFile), { stdio: quiet ? 'ignore' : 'inherit', env });
    child.on('close', (exitCode) => {
      const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null;
      resolve({ title, exitCode, report });
    });
  });
}
