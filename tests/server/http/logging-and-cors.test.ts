import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTestDatabase } from '../support/embedded-test-database';
import { fakeBackend } from '../support/fake-backend';
import { startHost } from '../support/host';
import type { TestDatabase } from '../support/test-database';

const SECRETS = {
  password: 'Pa55word!secret',
  newPassword: 'N3w!password-secret',
  otp: '4821',
  resetToken: 'reset-token-secret',
  refreshToken: 'refresh-token-secret',
  token: 'link-token-secret',
};

describe('the log and cross-origin calls', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await embeddedTestDatabase();
  });
  afterAll(() => database.close());

  it('logs requests with their headers and bodies, but never tokens, passwords or codes', async () => {
    const host = await startHost(database.database, fakeBackend(), { logLevel: 'trace' });
    await host.app.inject({
      method: 'POST',
      url: '/api/admin/email-login',
      headers: { authorization: 'Bearer header-token-secret', 'user-agent': 'vitest-agent' },
      payload: { email: 'admin@loyalloop.demo', ...SECRETS },
    });
    await host.app.close();
    const log = host.logs.join('\n');
    // What is logged is really there, so the absence of the secrets below means something.
    expect(log).toContain('vitest-agent');
    expect(log).toContain('admin@loyalloop.demo');
    expect(log).toContain('[redacted]');
    for (const secret of [...Object.values(SECRETS), 'header-token-secret'])
      expect(log).not.toContain(secret);
  });

  it('answers no cross-origin caller unless CORS_ORIGIN names it', async () => {
    const preflight = {
      method: 'OPTIONS' as const,
      url: '/api/retrieve/admin/view-clients',
      headers: { origin: 'https://admin.example.com', 'access-control-request-method': 'GET' },
    };
    const closed = await startHost(database.database, fakeBackend());
    expect((await closed.app.inject(preflight)).headers['access-control-allow-origin']).toBeUndefined();
    await closed.app.close();

    const open = await startHost(database.database, fakeBackend(), {
      corsOrigins: ['https://admin.example.com'],
    });
    const allowed = await open.app.inject(preflight);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect(allowed.headers['access-control-allow-headers']).toMatch(/Authorization/);
    // The console sends a key with every change (docs/architecture.md, "When the server is away"): a console on another origin must be let send it.
    expect(allowed.headers['access-control-allow-headers']).toMatch(/Idempotency-Key/);
    const other = await open.app.inject({
      ...preflight,
      headers: { ...preflight.headers, origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await open.app.close();
  });
});
