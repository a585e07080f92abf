/**
 * The Fastify host of the backend core: cross-cutting plugins first, then the API under /api/, health checks,
 * and the console's static files. Knows nothing of which database or which core it is given.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Backend } from '../../src/backend/backend';
import { API_BASE } from '../../src/contract';
import type { BackendClock } from '../../src/backend/ports';
import type { ServerConfig, TimeLimits } from '../config/server-config';
import { DEFAULT_TIME_LIMITS } from '../config/read-config';
import { bodyTimeLimits } from './plugins/body-time-limits';
import type { Database } from '../db/database';
import { answerClientError } from './client-errors';
import { loggerOptions } from './logger';
import { bodyParsers, JSON_LIMIT_BYTES } from './plugins/body-parsers';
import { compression } from './plugins/compression';
import { crossOrigin } from './plugins/cross-origin';
import { answerError, errorHandler } from './plugins/error-handler';
import { rateLimits } from './plugins/rate-limit';
import { securityHeaders } from './plugins/security-headers';
import { staticSite } from './plugins/static-site';
import { takesNoBody } from './routes/backend-request';
import { apiNotFound, backendRoutes, warnOfUnmatchedLimits } from './routes/backend-routes';
import { healthRoutes } from './routes/health';
import { openApiRoute } from './routes/openapi';
import { uploadRoutes } from './routes/uploads';

export interface AppParts {
  config: Pick<ServerConfig, 'trustProxy' | 'corsOrigins' | 'rateLimitPerMinute' | 'logLevel'>;
  backend: Backend;
  database: Database;
  clock: BackendClock;
  staticFolder: string;
  /** Body and upload time limits (docs/api.md, "Time limits"); the defaults of docs/settings.md if absent. */
  timeLimits?: TimeLimits;
  /** Where the log goes (standard output unless a test captures it). */
  logStream?: { write(line: string): void };
}

export async function buildApp(parts: AppParts): Promise<FastifyInstance> {
  const { config, backend, database, clock } = parts;
  const logger = loggerOptions(config.logLevel);
  const app = Fastify({
    logger: parts.logStream && typeof logger === 'object' ? { ...logger, stream: parts.logStream } : logger,
    // Only the listed proxies' X-Forwarded-For is believed; anyone else's IP is the socket's (settings.ts).
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    bodyLimit: JSON_LIMIT_BYTES,
    // One wall clock for every request would cut off a long upload: body-time-limits.ts sets the limits.
    requestTimeout: 0,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerError,
  });
  const limits = parts.timeLimits ?? DEFAULT_TIME_LIMITS;
  bodyTimeLimits(app, limits);
  errorHandler(app);
  securityHeaders(app, parts.staticFolder);
  await crossOrigin(app, config.corsOrigins);
  await compression(app);
  await rateLimits(app, database.sql, clock);
  healthRoutes(app, database);
  const prefix = API_BASE.replace(/\/$/, '');
  const routeLimits = { rateLimitPerMinute: config.rateLimitPerMinute, uploadIdleMs: limits.uploadIdleMs };
  warnOfUnmatchedLimits(app, backend);
  // The core's GETs in a scope without body parsers: Fastify reads no GET body (backend-routes.ts).
  await app.register(async (api) => backendRoutes(api, backend, routeLimits, takesNoBody), { prefix });
  await app.register(
    async (api) => {
      await bodyParsers(api);
      uploadRoutes(api, database.sql);
      openApiRoute(api);
      backendRoutes(api, backend, routeLimits, (route) => !takesNoBody(route));
      apiNotFound(api);
    },
    { prefix },
  );
  await staticSite(app, parts.staticFolder);
  return app;
}
