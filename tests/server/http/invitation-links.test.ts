/**
 * The links the server mails are absolute (docs/settings.md, PUBLIC_URL): an invitation's link opens the
 * console at PUBLIC_URL, or without it at the server's own address; accept-invite is rate limited like the
 * other public calls that take a secret (docs/api.md, Rate limits).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverWire, wireTo, type Call } from '../../application/backend/support/wire';
import { pgliteDataFolder, type DataFolder } from '../support/pglite-folder';
import { startTestServer, type TestServer } from '../support/test-server';

const PUBLIC_URL = 'https://loyalty.example.com';

/** A server on its own PGlite folder, signed in as the demo Super Admin. */
function serverWith(env: Record<string, string>) {
  const started: { folder: DataFolder | null; server: TestServer | null; call: Call; token: string } = {
    folder: null,
    server: null,
    call: () => Promise.reject(new Error('the server is not started')),
    token: '',
  };
  beforeAll(async () => {
    started.folder = pgliteDataFolder();
    started.server = await startTestServer({ ...started.folder.env, ...env });
    const harness = { apiBase: `${started.server.origin}/api/`, mailer: started.server.mailer };
    started.call = wireTo(harness);
    started.token = (await signInOverWire(harness)).token;
  }, 120_000);
  afterAll(async () => {
    await started.server?.close();
    await started.folder?.dispose();
  });
  return started;
}

const invite = (call: Call, token: string, email: string) =>
  call('POST', 'admin/team/invite', {
    token,
    body: { email, name: 'Sam New', role: 'Admin', location: 'Oakville' },
  });

/** The latest mail to `email` that holds a link. */
function mailTo(server: TestServer | null, email: string) {
  const mail = server?.mailer.sent.findLast((m) => m.to === email && m.link !== undefined);
  if (mail?.link === undefined) throw new Error(`no link was mailed to ${email}`);
  return { link: mail.link, text: mail.text };
}

describe('an invitation mailed by a server with PUBLIC_URL', () => {
  const started = serverWith({ PUBLIC_URL: `${PUBLIC_URL}/`, RATE_LIMIT_PER_MINUTE: '3' });

  it('holds an absolute link on PUBLIC_URL, in the text a person reads', async () => {
    expect((await invite(started.call, started.token, 'sam.public@example.com')).status).toBe(201);
    const { link, text } = mailTo(started.server, 'sam.public@example.com');
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/auth/accept-invite\\?token=[^&\\s]+$`));
    expect(text).toContain(link);
  });

  it('answers accept-invite 429 with a message past the rate limit, before reading the token', async () => {
    const accept = () =>
      started.call('POST', 'admin/accept-invite', {
        body: { token: 'not-a-real-token', newPassword: 'Welcome#2026' },
      });
    for (let i = 0; i < 3; i += 1) expect((await accept()).status).toBe(400);
    const refused = await accept();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts/);
  });
});

describe('an invitation mailed by a server without PUBLIC_URL', () => {
  const started = serverWith({});

  it('holds an absolute link on the server’s own address', async () => {
    expect((await invite(started.call, started.token, 'sam.local@example.com')).status).toBe(201);
    const { link, text } = mailTo(started.server, 'sam.local@example.com');
    expect(link.startsWith(`${started.server?.origin ?? '?'}/auth/accept-invite?token=`)).toBe(true);
    expect(text).toContain(link);
  });
});
