import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { fakeBackend, type FakeBackend } from '../support/fake-backend';
import { startHost, type Host } from '../support/host';

const PROXY = '10.0.0.5';
const STRANGER = '203.0.113.9';

// docs/security.md, "Forwarded addresses": X-Forwarded-For is believed from TRUST_PROXY's addresses only.
describeOnEachDatabase('forwarded addresses', (current) => {
  let host: Host;
  let backend: FakeBackend;
  beforeEach(async () => {
    await emptyDatabase(current().database);
    backend = fakeBackend();
    host = await startHost(current().database, backend, {
      trustProxy: [PROXY, '10.9.0.0/16'],
      rateLimitPerMinute: 3,
      now: () => Date.parse('2026-11-28T10:00:00.000Z'),
    });
  });
  afterEach(() => host.app.close());

  const signIn = (from: string, forwardedFor: string) =>
    host.app.inject({
      method: 'POST',
      url: '/api/admin/email-login',
      remoteAddress: from,
      payload: { email: 'admin@loyalloop.demo', password: 'wrong' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For from a caller that is not the proxy: the limit and the trail see its own IP', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1) statuses.push((await signIn(STRANGER, `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(backend.received.map((request) => request.ip)).toEqual([STRANGER, STRANGER, STRANGER]);
  });

  it("honours the proxy's X-Forwarded-For, by address or by range: each client is counted on its own", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) statuses.push((await signIn(PROXY, `198.51.100.${i}`)).statusCode);
    statuses.push((await signIn('10.9.3.4', '198.51.100.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(backend.received.map((request) => request.ip)).toEqual([
      '198.51.100.1',
      '198.51.100.2',
      '198.51.100.3',
      '198.51.100.4',
      '198.51.100.9',
    ]);
  });

  it('takes the address the proxy saw, not one the client put before it', async () => {
    await signIn(PROXY, `192.0.2.66, ${STRANGER}`);
    expect(backend.received.at(-1)?.ip).toBe(STRANGER);
  });
});
