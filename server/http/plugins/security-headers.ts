/**
 * Security headers on every answer (docs/deployment.md, "Security headers"): the build's Content-Security-Policy plus
 * what a meta tag cannot carry (frame-ancestors), nosniff, and a same-origin referrer policy. Photos are
 * same-origin URLs, so img-src 'self' covers them.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { cspDirectives } from '../../../scripts/content-security-policy';
import { API_BASE } from '../../../src/contract';

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...cspDirectives(API_BASE), 'frame-ancestors': ["'none'"] },
    },
    referrerPolicy: { policy: 'same-origin' },
    xContentTypeOptions: true,
  });
}
