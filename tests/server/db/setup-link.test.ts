import { beforeEach, expect, it } from 'vitest';
import { createBackend } from '../../../src/backend/create-backend';
import { SETUP_MESSAGES } from '../../../src/backend/handlers/setup';
import { MESSAGES } from '../../../src/domain/messages';
import { offerSetup, SETUP_TOKEN_TTL_MS } from '../../../src/backend/rules/setup';
import type { BackendRequest } from '../../../src/backend/wire';
import { nodePorts } from '../../../server/ports/node-ports';
import { createTestClock } from '../../application/backend/support/test-clock';
import { createCapturingMailer } from '../../application/backend/support/capturing-mailer';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';

const ROUTE = { verb: 'POST', path: 'auth/setup', access: 'public' } as const;
const STATE = { verb: 'POST', path: 'auth/setup-state', access: 'public' } as const;
const FIRST = { name: 'Ana Lima', email: 'ana@example.com', password: 'Str0ng!pass', location: 'Oakville' };

const post = (value: Record<string, unknown>): BackendRequest => ({
  verb: 'POST',
  params: {},
  query: () => '',
  body: { kind: 'json', value },
  bearer: null,
  userAgent: '',
  ip: '127.0.0.1',
});

describeOnEachDatabase('the first start: setup link', (current) => {
  const clock = createTestClock();
  const setup = () => {
    const { ports } = nodePorts(
      { smtpUrl: null, mailFrom: 'x <x@example.com>' },
      current().database.sql,
      's'.repeat(48),
      { clock, mailer: createCapturingMailer() },
    );
    return { ports, backend: createBackend(ports) };
  };

  beforeEach(async () => {
    await emptyDatabase(current().database);
  });

  it('with no admin a token is offered; it creates the first Super Admin once, then setup refuses forever', async () => {
    const { ports, backend } = setup();
    const token = await offerSetup(ports);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // Only its hash is stored.
    const stored = await current().database.sql.execute('select token_hash from setup_tokens');
    expect(JSON.stringify(stored)).not.toContain(token ?? '');
    const done = await backend.handle(ROUTE, post({ ...FIRST, token }));
    expect(done.status).toBe(201);
    const admin = await ports.store.accountByEmail('ana@example.com');
    expect(admin).toMatchObject({ kind: 'admin', role: 'Super Admin', verified: true, location: 'Oakville' });
    expect(await ports.hasher.verify(FIRST.password, admin?.passwordHash ?? '')).toBe(true);
    expect(await offerSetup(ports)).toBeNull();
    const again = await backend.handle(ROUTE, post({ ...FIRST, email: 'b@example.com', token }));
    expect(again).toMatchObject({ status: 409, body: { message: SETUP_MESSAGES.done } });
  });

  it('a zone typed in another case is kept by its own name (docs/api.md, "The business\'s settings")', async () => {
    const { ports, backend } = setup();
    const token = await offerSetup(ports);
    const done = await backend.handle(ROUTE, post({ ...FIRST, token, timeZone: 'america/TORONTO' }));
    expect(done.status).toBe(201);
    expect(await ports.store.businessSettings()).toEqual({ timeZone: 'America/Toronto' });
  });

  it('a wrong, replaced or expired token is refused, and a weak password before the token is spent', async () => {
    const { ports, backend } = setup();
    const first = await offerSetup(ports);
    const token = await offerSetup(ports);
    expect((await backend.handle(ROUTE, post({ ...FIRST, token: first }))).status).toBe(400);
    expect((await backend.handle(ROUTE, post({ ...FIRST, token: 'nope' }))).status).toBe(400);
    const weak = await backend.handle(ROUTE, post({ ...FIRST, password: 'weak', token }));
    expect(weak.status).toBe(400);
    clock.advance(SETUP_TOKEN_TTL_MS + 1);
    expect(await backend.handle(ROUTE, post({ ...FIRST, token }))).toMatchObject({
      status: 400,
      body: { message: SETUP_MESSAGES.badLink },
    });
    expect(await ports.store.hasAdmin()).toBe(false);
  });

  it('the page’s question answers as the setup would, before anything is typed, and spends nothing', async () => {
    const { ports, backend } = setup();
    const replaced = await offerSetup(ports);
    const token = await offerSetup(ports);
    const state = (value: Record<string, unknown>) => backend.handle(STATE, post(value));
    expect(await state({ token })).toMatchObject({ status: 200 });
    // Asking twice spends nothing: the link still creates the admin after.
    expect(await state({ token })).toMatchObject({ status: 200 });
    expect(await state({ token: replaced })).toMatchObject({
      status: 400,
      body: { message: SETUP_MESSAGES.badLink },
    });
    expect(await state({ token: 'nope' })).toMatchObject({
      status: 400,
      body: { message: SETUP_MESSAGES.badLink },
    });
    expect(await state({})).toMatchObject({ status: 400, body: { message: MESSAGES.setupNoToken } });
    expect((await backend.handle(ROUTE, post({ ...FIRST, token }))).status).toBe(201);
    // Once set up it says so, whatever the token: no more than the setup itself would say.
    expect(await state({ token })).toMatchObject({ status: 409, body: { message: SETUP_MESSAGES.done } });
    expect(await state({ token: 'nope' })).toMatchObject({
      status: 409,
      body: { message: SETUP_MESSAGES.done },
    });
  });

  it('the page’s question says an expired link is no good', async () => {
    const { ports, backend } = setup();
    const token = await offerSetup(ports);
    clock.advance(SETUP_TOKEN_TTL_MS + 1);
    expect(await backend.handle(STATE, post({ token }))).toMatchObject({
      status: 400,
      body: { message: SETUP_MESSAGES.badLink },
    });
  });
});
