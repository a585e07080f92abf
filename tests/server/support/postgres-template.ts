/**
 * One migrated PostgreSQL database per run (made by the global set-up on TEST_DATABASE_URL's server), which
 * every migrated test database is copied from (`create database … template …`) instead of migrating its own.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../../../server/db/open-postgres';
import { MIGRATIONS_FOLDER } from '../../../server/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated template database on TEST_DATABASE_URL's server ('' when there is none). */
    postgresTemplate: string;
  }
}

export interface PostgresTemplate {
  name: string;
  drop(): Promise<void>;
}

/** Creates and migrates the template; nothing may stay connected to it, or copies of it are refused. */
export async function makePostgresTemplate(url: string): Promise<PostgresTemplate> {
  const base = new URL(url).pathname.slice(1) || 'loyalloop';
  const name = `${base}_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = openPostgres(target.toString());
    try {
      await database.migrate(MIGRATIONS_FOLDER);
    } finally {
      await database.close();
    }
  } finally {
    await admin.end();
  }
  return {
    name,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
