/** Runs a command: its closing sentence on success, the problem on failure (exit code 1), never a stack. */
import { ConfigError } from '../config/server-config';
import { DataDirBusyError } from '../db/data-dir-lock';

export class CommandRefused extends Error {}

export async function runCommand(work: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(`${await work()}\n`);
  } catch (error) {
    const plain =
      error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof CommandRefused;
    process.stderr.write(`${plain ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
