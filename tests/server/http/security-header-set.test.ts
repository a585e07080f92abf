/**
 * The whole set of security headers, as @fastify/helmet sent them before the set was built once at start-up
 * (docs/deployment.md, "Security headers"): every answer carries the same names and values, whoever answers it
 * (a page, the API, a refusal, a missing file, an error).
 */
import { describe, expect, it } from 'vitest';
import { THEME_SCRIPT_HASH } from '../../../scripts/theme-script';
import { hostPerFile } from '../support/host-per-file';

const SECURITY = /^(content-security|cross-origin|origin-agent|referrer|strict-transport|x-)/;

/** Exactly what every answer carried under @fastify/helmet 13 with the options of security-headers.ts. */
const THE_SET = {
  'content-security-policy':
    `default-src 'self';script-src 'self' ${THEME_SCRIPT_HASH};style-src 'self';img-src 'self' data: blob:;font-src 'self';` +
    "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('the security header set', () => {
  const served = hostPerFile();

  it.each([
    ['GET', '/'],
    ['GET', '/assets/app-1a2b3c.js'],
    ['GET', '/api/admin/view-client/LL1'],
    ['GET', '/healthz'],
    ['GET', '/no-such-page'],
    ['POST', '/app/dashboard'],
    ['GET', '/api/no-such-call'],
  ])('%s %s carries every header of the set, with its value', async (method, url) => {
    const { headers } = await served.host.app.inject({ method: method as 'GET', url });
    const security = Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY.test(name)));
    expect(security).toEqual(THE_SET);
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
