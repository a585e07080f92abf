/**
 * The whole server in-process: settings in, a ready Fastify instance and a close function out. Used by
 * main.ts, and by tests and benchmarks, which may swap any port (a capturing mailer, a movable clock).
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Backend } from '../src/backend/backend';
import type { BackendPorts } from '../src/backend/ports';
import { buildSeed, seedAnchor } from '../src/backend/seed/build-seed';
import { DEMO_ACCOUNT } from '../src/backend/seed/demo-account';
import { DEFAULT_SIZE, type SeedSize } from '../src/backend/seed/size';
import { keptSecret } from './config/jwt-secret';
import { serverConsoleAddress } from './config/public-url';
import type { ServerConfig } from './config/server-config';
import { createBackend as coreBackend } from '../src/backend/create-backend';
import type { Database } from './db/database';
import { openDatabase, type StartStep } from './db/open-database';
import { seedIfEmpty } from './db/seed';
import { buildApp } from './http/app';
import { STATIC_FOLDER } from './paths';
import { enrolmentStatementsAhead } from './store/enrolment';
import { nodePorts } from './ports/node-ports';
import { startSweeping } from './sweep';
import { startBroadcastRunner } from './broadcast-runner';
import { expireOnce, startExpiryRuns } from './expiry-runs';
import type { ExpiryRun } from '../src/backend/rules/expiry-run';

export interface ServerOptions {
  config: ServerConfig;
  /** Ports to use instead of the Node ones (the store stays the SQL store of the database). */
  ports?: Partial<Omit<BackendPorts, 'store'>>;
  createBackend?: (ports: BackendPorts) => Backend;
  /** The console build to serve (default dist-http/). */
  staticFolder?: string;
  /** How much demo data an empty embedded database gets (default: the demo's). */
  seedSize?: SeedSize;
  logStream?: { write(line: string): void };
  /** Told each slow step of the start as it begins (main.ts prints them while the owner waits). */
  onStep?: StartStep;
  /** Whether this process mails the broadcasts' queue (default yes; contract tests step it themselves). */
  runBroadcasts?: boolean;
}

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  ports: BackendPorts;
  /** Whether this start seeded the demo data (an empty embedded database). */
  seeded: boolean;
  /** One expiry run now, under its lock (docs/product.md §10.28): what the daily run does. */
  runExpiry(): Promise<ExpiryRun | 'busy'>;
  /** Stops accepting, finishes what is in flight, closes the database, releases the data folder. */
  close(): Promise<void>;
}

/** Undoes what was done so far, last first, each step even if an earlier one fails. */
async function unwind(steps: (() => unknown)[]): Promise<void> {
  for (const step of steps.splice(0).reverse()) await Promise.resolve(step()).catch(() => undefined);
}

export async function buildServer(options: ServerOptions): Promise<RunningServer> {
  const { config } = options;
  const embedded = config.databaseUrl === null;
  const undo: (() => unknown)[] = [];
  try {
    const { database, close: closeDatabase } = await openDatabase(config, options.onStep);
    undo.push(closeDatabase);

    const secret = config.jwtSecret ?? (await keptSecret(config.dataDir));
    // Links in emails point at PUBLIC_URL, or at the address the app listens on once it does.
    let listening: () => readonly AddressInfo[] = () => [];
    const address = serverConsoleAddress(config, () => listening());
    const { ports, closeMailer } = nodePorts(config, database.sql, secret, { address, ...options.ports });
    undo.push(closeMailer);
    const seeded =
      embedded &&
      config.demoData &&
      (await seedIfEmpty(database.sql, async () => {
        options.onStep?.('Loading the demo data…');
        return buildSeed(
          options.seedSize ?? DEFAULT_SIZE,
          seedAnchor(ports.clock.now()),
          await ports.hasher.hash(DEMO_ACCOUNT.password),
        );
      }));

    const app = await buildApp({
      config,
      backend: (options.createBackend ?? coreBackend)(ports),
      database,
      clock: ports.clock,
      staticFolder: options.staticFolder ?? STATIC_FOLDER,
      logStream: options.logStream,
      timeLimits: config.timeLimits,
    });
    listening = () => app.addresses().filter((a): a is AddressInfo => typeof a !== 'string');
    undo.push(() => app.close());
    undo.push(
      startSweeping(database.sql, ports.clock, (error) => app.log.warn({ err: error }, 'sweep failed')),
    );
    if (options.runBroadcasts ?? true)
      undo.push(
        startBroadcastRunner(ports, config.broadcasts, {
          failed: (error) => app.log.warn({ err: error }, 'broadcast runner step failed'),
          recovered: (taken, line) => (taken.inDoubt > 0 ? app.log.warn(line) : app.log.info(line)),
        }),
      );
    // Before the server listens: its first requests then find open connections and parsed statements.
    await database.warmUp(enrolmentStatementsAhead());
    await app.ready();
    // After the warm-up, which holds every pooled connection at once: the run holds one for its lock.
    undo.push(startExpiryRuns(database, ports, app.log));
    let closing: Promise<void> | null = null;
    const runExpiry = () => expireOnce(database, ports);
    return { app, database, ports, seeded, runExpiry, close: () => (closing ??= unwind(undo)) };
  } catch (error) {
    await unwind(undo);
    throw error;
  }
}
