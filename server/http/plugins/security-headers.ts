/**
 * Security headers on every answer (docs/deployment.md, "Security headers"): the build's Content-Security-Policy plus
 * what a meta tag cannot carry (frame-ancestors), nosniff, a same-origin referrer policy (none at all for a page
 * whose URL holds a token), and the rest of the set
 * @fastify/helmet used to send. Photos are same-origin URLs, so img-src 'self' covers them.
 *
 * The set never changes while the server runs, so it is built once here: helmet rebuilt it on every request,
 * which cost about a tenth of a GET (docs/performance.md).
 */
import type { FastifyInstance } from 'fastify';
import { cspDirectives } from '../../../scripts/content-security-policy';
import { inlineStyleSources } from '../../../scripts/prerender/inline-style';
import { API_BASE } from '../../../src/contract';
import { carriesSecret } from '../secrets';

/**
 * Every header and its value, in helmet's spelling (directives joined by ";" without a space). `inlineStyles`:
 * the hash sources of the served build's inline page stylesheets, which its pages' own meta tags allow as well.
 */
export function securityHeaderSet(
  inlineStyles: readonly string[] = [],
): readonly (readonly [string, string])[] {
  const directives = { ...cspDirectives(API_BASE, inlineStyles), 'frame-ancestors': ["'none'"] };
  const policy = Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
  return [
    ['Content-Security-Policy', policy],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'same-origin'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/** `folder`: the console's build the server serves, whose prerendered pages hold their stylesheets inline. */
export function securityHeaders(app: FastifyInstance, folder: string): void {
  const headers = securityHeaderSet(inlineStyleSources(folder));
  // On the raw response, as helmet did: an answer written outside Fastify's reply still carries them.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    // A page whose URL holds a token (a setup or invitation link) names no page in the Referer of its own
    // requests, which would carry the token into the log (docs/security.md, "Secrets in logs").
    if (carriesSecret(request.url)) reply.raw.setHeader('Referrer-Policy', 'no-referrer');
    done();
  });
}
