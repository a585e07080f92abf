import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBackend } from '../../../src/backend/create-backend';
import { SETUP_MESSAGES } from '../../../src/backend/handlers/setup';
import { nodePorts } from '../../../server/ports/node-ports';
import { createCapturingMailer } from '../../application/backend/support/capturing-mailer';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { startHost, type Host } from '../support/host';

const GUESS = {
  token: 'a-guessed-token',
  name: 'Ana Lima',
  email: 'ana@example.com',
  password: 'Str0ng!pass',
  location: 'Oakville',
};

describeOnEachDatabase('the setup link is rate-limited like the other secret-guessing calls', (current) => {
  let host: Host | null = null;
  beforeEach(async () => {
    await emptyDatabase(current().database);
  });
  afterEach(async () => {
    await host?.app.close();
    host = null;
  });

  /** The server with a limit of 3 a minute, behind a proxy that names the client's IP. */
  async function startLimited() {
    const now = () => Date.parse('2026-11-25T10:00:00.000Z');
    const { ports } = nodePorts(
      { smtpUrl: null, mailFrom: 'x <x@example.com>' },
      current().database.sql,
      's'.repeat(48),
      { clock: { now }, mailer: createCapturingMailer() },
    );
    const started = await startHost(current().database, createBackend(ports), {
      rateLimitPerMinute: 3,
      trustProxy: ['127.0.0.1'],
      now,
    });
    host = started;
    return { ports, started };
  }

  it('POST auth/setup answers 429 with a message past the limit, per client IP, and creates no admin', async () => {
    const { ports, started } = await startLimited();
    const guess = (ip = '198.51.100.7') =>
      started.app.inject({
        method: 'POST',
        url: '/api/auth/setup',
        payload: GUESS,
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 3; i += 1)
      expect((await guess()).json()).toMatchObject({ message: SETUP_MESSAGES.badLink });
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      type: 'error',
      message: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/),
    });
    expect((await guess('198.51.100.8')).statusCode).toBe(400);
    expect(await ports.store.hasAdmin()).toBe(false);
  });

  it('POST auth/setup-state, the setup page’s question, is limited the same way', async () => {
    const { started } = await startLimited();
    const ask = (ip = '198.51.100.7') =>
      started.app.inject({
        method: 'POST',
        url: '/api/auth/setup-state',
        payload: { token: GUESS.token },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 3; i += 1)
      expect((await ask()).json()).toMatchObject({ message: SETUP_MESSAGES.badLink });
    expect((await ask()).statusCode).toBe(429);
    expect((await ask('198.51.100.8')).statusCode).toBe(400);
  });
});
