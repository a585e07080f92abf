/**
 * Fastify's logger (pino, JSON lines on standard output). Requests are logged with their headers, and at
 * debug level with their JSON body; tokens, passwords, codes and reset tokens are redacted wherever they
 * appear in either. The dev mailer's line is the one place a code is printed.
 */
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config/server-config';

export const SECRET_FIELDS = ['password', 'newPassword', 'otp', 'resetToken', 'refreshToken', 'accessToken'];

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
      censor: '[redacted]',
    },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: request.url,
        remoteAddress: request.ip,
        headers: request.headers,
      }),
    },
  };
}
