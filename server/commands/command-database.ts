/**
 * Settings and database for a one-off command (migrate, admin:create). On the embedded database the command
 * holds the data folder, so it refuses to run beside a running server.
 */
import { readConfig } from '../config/read-config';
import type { ServerConfig } from '../config/server-config';
import { openDatabase, type OpenDatabase } from '../db/open-database';

export async function openForCommand(
  env: Record<string, string | undefined>,
): Promise<OpenDatabase & { config: ServerConfig }> {
  // A command never listens: a public HOST in the environment must not stop it.
  const config = readConfig({ ...env, HOST: '127.0.0.1' });
  return { config, ...(await openDatabase(config)) };
}
