/**
 * A broadcast email's links on the server (docs/product.md §10.27): the unsubscribe page is at PUBLIC_URL, and
 * the List-Unsubscribe address takes a mail reader's one-click POST (RFC 8058: a form body
 * `List-Unsubscribe=One-Click`), which no JSON call accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverWire, wireTo } from '../../application/backend/support/wire';
import { pgliteDataFolder, type DataFolder } from '../support/pglite-folder';
import { startTestServer, type TestServer } from '../support/test-server';

const PUBLIC_URL = 'https://loyalty.example.com';

describe('a broadcast email’s unsubscribe links on the server', () => {
  let folder: DataFolder;
  let server: TestServer;
  beforeAll(async () => {
    folder = pgliteDataFolder();
    server = await startTestServer({ ...folder.env, PUBLIC_URL });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await folder.dispose();
  });

  it('points at PUBLIC_URL and unsubscribes with a one-click form POST, once', async () => {
    const harness = { apiBase: `${server.origin}/api/`, mailer: server.mailer };
    const call = wireTo(harness);
    const { token, adminId } = await signInOverWire(harness);
    const sent = await call('POST', 'admin/broadcast', {
      token,
      body: { message: 'One-click test', adminId },
    });
    expect(sent.status).toBe(201);
    await server.deliverBroadcasts();
    const [mail] = server.mailer.delivered;
    if (!mail) throw new Error('nothing was mailed');
    expect(mail.unsubscribeLink.startsWith(`${PUBLIC_URL}/auth/unsubscribe?token=`)).toBe(true);
    const oneClick = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick.startsWith(`${PUBLIC_URL}/api/email/unsubscribe?token=`)).toBe(true);

    const post = () =>
      fetch(oneClick.replace(PUBLIC_URL, server.origin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'unsubscribed' });
    expect(await (await post()).json()).toMatchObject({ outcome: 'already-unsubscribed' });

    // A JSON call sent the same form is refused, not read.
    const form = await fetch(`${server.origin}/api/admin/broadcast`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${token}` },
      body: 'message=hi',
    });
    expect(form.status).toBe(400);
  });
});
