/**
 * The database the settings name, migrated and ready: PostgreSQL through DATABASE_URL, or the embedded one
 * in DATA_DIR, whose folder this process then holds until `close`. The server and the commands open it alike.
 */
import { join } from 'node:path';
import type { ServerConfig } from '../config/server-config';
import { EMBEDDED_TEMPLATE, MIGRATIONS_FOLDER } from '../paths';
import type { Database } from './database';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { isBehind } from './migrations';
import { isNewDataFolder, openEmbedded } from './open-embedded';
import { openPostgres } from './open-postgres';
import { keepPrivate, makeDataPrivate } from './private-folder';
import { SECRET_FILE } from '../config/jwt-secret';
import { fillNameKeys } from '../store/name-keys';

/** PGlite's own files, beside the lock and the generated secret. */
export const EMBEDDED_FOLDER = 'pglite';

/** What the server keeps in DATA_DIR, kept private (private-folder.ts); nothing else there is touched. */
const KEPT = [EMBEDDED_FOLDER, LOCK_FILE, SECRET_FILE];

export interface OpenDatabase {
  database: Database;
  /** Closes the database and lets go of the data folder. */
  close(): Promise<void>;
}

/** What a start is doing while the owner waits (`npm start` prints it): a step that can take seconds. */
export type StartStep = (step: string) => void;

export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  onStep: StartStep = () => undefined,
): Promise<OpenDatabase> {
  const { databaseUrl } = config;
  const lock = databaseUrl ? null : await lockDataDir(config.dataDir);
  let database: Database | null = null;
  let stopKeeping = (): void => undefined;
  const close = async (): Promise<void> => {
    stopKeeping();
    await database?.close();
    if (lock) await makeDataPrivate(config.dataDir, KEPT).catch(() => undefined);
    await lock?.release();
  };
  try {
    const folder = join(config.dataDir, EMBEDDED_FOLDER);
    if (!databaseUrl && isNewDataFolder(folder)) onStep(`Creating the database in ${config.dataDir}…`);
    // The folder is private before PGlite writes a byte, and an old folder is put right (private-folder.ts).
    if (lock) await makeDataPrivate(config.dataDir, KEPT);
    database = databaseUrl ? openPostgres(databaseUrl) : await openEmbedded(folder, EMBEDDED_TEMPLATE);
    if (await isBehind(database.sql, MIGRATIONS_FOLDER)) onStep('Updating the database (migrations)…');
    await database.migrate(MIGRATIONS_FOLDER);
    // Keys a migration added but SQL cannot compute as JavaScript does (server/store/name-keys.ts).
    await fillNameKeys(database.sql);
    if (lock) {
      await makeDataPrivate(config.dataDir, KEPT);
      stopKeeping = keepPrivate(config.dataDir, KEPT);
    }
    return { database, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
