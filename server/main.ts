/**
 * The server process (built to dist-server/main.js): read the settings, start, print where, and shut down
 * cleanly on SIGTERM or SIGINT. `npm start` and `npm run serve` both end up here. Its log is written
 * asynchronously (log-destination.ts), so every way out writes the last lines first.
 */
import { readConfig } from './config/read-config';
import { ConfigError } from './config/server-config';
import { buildServer, type RunningServer } from './build-server';
import { DataDirBusyError } from './db/data-dir-lock';
import { bannerFor } from './banner';
import { offerSetup } from '../src/backend/rules/setup';
import { asyncLogDestination } from './http/log-destination';

const log = asyncLogDestination();

function refuse(error: unknown): never {
  const known = error instanceof ConfigError || error instanceof DataDirBusyError;
  process.stderr.write(`${known ? error.message : `The server could not start: ${String(error)}`}\n`);
  process.exit(1);
}

function closeOnSignals(server: RunningServer): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      process.stderr.write(`${signal} again: stopping at once.\n`);
      process.exit(1);
    }
    stopping = true;
    server.app.log.info(`${signal}: finishing requests in flight, then closing the database.`);
    server.close().then(
      () => log.closeThen(() => process.exit(0)),
      (error: unknown) => {
        process.stderr.write(`Closing failed: ${String(error)}\n`);
        log.closeThen(() => process.exit(1));
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** An error nothing caught: logged as fatal with the lines before it, then the process stops as Node would. */
function stopOnFatal(server: RunningServer): void {
  let stopped = false;
  const fatal = (error: unknown): void => {
    if (stopped) return;
    stopped = true;
    server.app.log.fatal({ err: error }, 'fatal error: the server stops');
    log.closeThen(() => process.exit(1));
  };
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);
}

const config = (() => {
  try {
    return readConfig(process.env);
  } catch (error) {
    return refuse(error);
  }
})();
// Each slow step of the start, as it begins: the owner sees what the wait is for (docs/deployment.md).
const onStep = (step: string): void => void process.stdout.write(`${step}\n`);
const server = await buildServer({ config, logStream: log, onStep }).catch(refuse);
closeOnSignals(server);
stopOnFatal(server);
const address = await server.app
  .listen({ host: config.host, port: config.port })
  .catch(async (error: unknown) => {
    await server.close();
    return refuse(error);
  });
// No admin yet (an empty start, a fresh PostgreSQL): the one-time link that creates the first one.
const setupToken = await offerSetup(server.ports);
process.stdout.write(
  bannerFor({ address, config, seeded: server.seeded, setupToken, links: server.ports.address }),
);
