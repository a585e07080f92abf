/**
 * Fastify's logger (pino, JSON lines on standard output). Requests are logged with their headers, and at
 * debug level with their JSON body. Secrets never reach it (docs/security.md, "Secrets in logs"): the
 * Authorization and Cookie headers, every body field the contract marks secret (src/contract/secret.ts), and
 * the value of any query parameter of a secret field's name — the links' `?token=` — in the request's URL and
 * in its Referer (the page a request came from). The dev mailer's line is the one place a code is printed.
 */
import type { FastifyServerOptions } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { LogLevel } from '../config/server-config';
import { REDACTED, redactedUrl, SECRET_FIELDS } from './secrets';

const loggedHeaders = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  headers.referer === undefined ? headers : { ...headers, referer: redactedUrl(headers.referer) };

export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SECRET_FIELDS.map((field) => `body.${field}`),
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactedUrl(request.url),
        remoteAddress: request.ip,
        headers: loggedHeaders(request.headers),
      }),
    },
  };
}
