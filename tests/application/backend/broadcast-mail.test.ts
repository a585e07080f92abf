/**
 * Broadcasts by email (docs/product.md §10.27) on every backend: who is mailed, the unsubscribe link, the
 * counts in the detail, and a resend. The runner is stepped by the case (harness.deliverBroadcasts).
 */
import { beforeEach, expect, it } from 'vitest';
import type { Client } from '../../../src/domain/entities';
import type { Connection } from './support/connection';
import { describeEachBackend } from './support/describe-backends';
import { NO_ACTIVITY_FILTERS, NO_BROADCAST_FILTERS, NO_CLIENT_FILTERS, refusal } from './support/refusal';

const BAD_LINK = 'This unsubscribe link is not valid. Use the link in your email as it is.';

/** The broadcast just sent (the newest). */
async function newest(b: Connection): Promise<string> {
  const [latest] = (await b.broadcasts.list(NO_BROADCAST_FILTERS)).rows;
  if (!latest) throw new Error('no broadcast');
  return latest.broadcastId;
}

/** The token of the unsubscribe link mailed to `email`. */
function tokenFor(b: Connection, email: string): string {
  const mail = b.harness.mailer.delivered.findLast((m) => m.to === email);
  if (!mail) throw new Error(`no broadcast was mailed to ${email}`);
  return new URL(mail.unsubscribeLink).searchParams.get('token') ?? '';
}

const mayBeMailed = (client: Client, location?: string) =>
  client.emailConsent === true &&
  client.blockStatus === 'Active' &&
  (location === undefined || client.location === location);

describeEachBackend('broadcasts by email', (b) => {
  let adminId: string;
  let clients: Client[];
  beforeEach(async () => {
    ({ adminId } = await b.signIn());
    clients = await b.clients.list(NO_CLIENT_FILTERS);
  });

  it('mails the consenting, Active clients of the chosen location only, and the detail counts them', async () => {
    const withoutConsent = clients.find(
      (c) => !c.emailConsent && c.blockStatus === 'Active' && c.location === 'Oakville',
    );
    const toBlock = clients.find((c) => mayBeMailed(c, 'Oakville'));
    if (!withoutConsent || !toBlock) throw new Error('the seed has no such clients');
    // Blocked after consenting: skipped. Consent given by an admin: mailed.
    await b.clients.changeStatus(toBlock.userId, { blockStatus: 'Blocked', blockReason: 'Card misuse' });
    const consented = await b.consents.set(withoutConsent.userId, true);
    expect(consented).toMatchObject({ emailConsent: true, emailConsentSource: 'admin' });

    const now = await b.clients.list(NO_CLIENT_FILTERS);
    const expected = now.filter((c) => mayBeMailed(c, 'Oakville')).map((c) => c.email);
    expect(expected).toContain(withoutConsent.email);
    expect(expected).not.toContain(toBlock.email);

    await b.broadcasts.send({ message: 'Half-price Tuesday in Oakville', adminId, location: 'Oakville' });
    const id = await newest(b);
    expect(await b.broadcasts.delivery(id)).toEqual({
      queued: expected.length,
      sent: 0,
      failed: 0,
      unsubscribed: 0,
    });
    expect(b.harness.mailer.delivered).toEqual([]);

    await b.harness.deliverBroadcasts();
    const mailed = b.harness.mailer.delivered.map((m) => m.to);
    expect([...mailed].sort()).toEqual([...expected].sort());
    expect(mailed.some((to) => now.find((c) => c.email === to)?.location !== 'Oakville')).toBe(false);
    expect(await b.broadcasts.delivery(id)).toEqual({
      queued: 0,
      sent: expected.length,
      failed: 0,
      unsubscribed: 0,
    });
    expect((await b.broadcasts.get(id)).location).toBe('Oakville');
  });

  it('an unknown location is refused and nothing is queued', async () => {
    const before = (await b.broadcasts.list(NO_BROADCAST_FILTERS)).totalCount;
    const error = await refusal(b.broadcasts.send({ message: 'Hello', adminId, location: 'Atlantis' }));
    expect(error).toMatchObject({ status: 400 });
    expect((await b.broadcasts.list(NO_BROADCAST_FILTERS)).totalCount).toBe(before);
  });

  it('a failed delivery is counted as failed, the others as sent', async () => {
    const expected = clients.filter((c) => mayBeMailed(c));
    const refused = expected[0];
    if (!refused) throw new Error('no consenting client');
    b.harness.mailer.refuse.add(refused.email);
    await b.broadcasts.send({ message: 'Members night', adminId });
    await b.harness.deliverBroadcasts();
    expect(await b.broadcasts.delivery(await newest(b))).toEqual({
      queued: 0,
      sent: expected.length - 1,
      failed: 1,
      unsubscribed: 0,
    });
  });

  it('each email carries its own unsubscribe link and the List-Unsubscribe headers', async () => {
    await b.broadcasts.send({ message: 'Spring menu', adminId, location: 'Mississauga' });
    await b.harness.deliverBroadcasts();
    const [mail] = b.harness.mailer.delivered;
    if (!mail) throw new Error('nothing was mailed');
    expect(mail.text).toContain('Spring menu');
    expect(mail.text).toContain(mail.unsubscribeLink);
    const token = tokenFor(b, mail.to);
    expect(new URL(mail.unsubscribeLink).pathname).toBe('/auth/unsubscribe');
    expect(mail.headers['List-Unsubscribe']).toContain(
      `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const others = b.harness.mailer.delivered.filter((m) => m.to !== mail.to).map((m) => tokenFor(b, m.to));
    expect(others).not.toContain(token);
  });

  it('the unsubscribe link works without signing in, once: the consent is cleared, counted and in the trail', async () => {
    await b.broadcasts.send({ message: 'Autumn tasting', adminId });
    await b.harness.deliverBroadcasts();
    const id = await newest(b);
    const someone = clients.find((c) => mayBeMailed(c));
    if (!someone) throw new Error('no consenting client');
    const token = tokenFor(b, someone.email);

    b.session.token = null;
    expect(await b.consents.unsubscribe(token)).toBe('unsubscribed');
    expect(await b.consents.unsubscribe(token)).toBe('already-unsubscribed');

    await b.signIn();
    expect(await b.clients.get(someone.userId)).toMatchObject({
      emailConsent: false,
      emailConsentSource: 'unsubscribe',
    });
    expect((await b.broadcasts.delivery(id))?.unsubscribed).toBe(1);
    const trail = await b.activity.list(
      { ...NO_ACTIVITY_FILTERS, action: ['client.unsubscribed'] },
      { number: 1 },
    );
    expect(trail.rows[0]).toMatchObject({
      clientId: someone.userId,
      broadcastId: id,
      before: 'yes',
      after: 'no',
    });
    expect(trail.total).toBe(1);

    // The next broadcast skips them.
    b.harness.mailer.clear();
    await b.broadcasts.send({ message: 'Winter hours', adminId });
    await b.harness.deliverBroadcasts();
    expect(b.harness.mailer.delivered.map((m) => m.to)).not.toContain(someone.email);
  });

  it("a forged token, or one client's token altered to name another, is refused and changes nothing", async () => {
    await b.broadcasts.send({ message: 'Loyalty week', adminId });
    await b.harness.deliverBroadcasts();
    const [first, second] = b.harness.mailer.delivered;
    if (!first || !second) throw new Error('fewer than two clients were mailed');
    const token = tokenFor(b, first.to);
    const [, broadcastId, mac] = token.split('.');
    const other = clients.find((c) => c.email === second.to);
    if (!other) throw new Error('no such client');
    b.session.token = null;
    const forged = [
      `${other.userId}.${broadcastId}.${mac}`,
      `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`,
      'LL100001.BC00001.000000000000000000000000',
      'not-a-token',
      '',
    ];
    for (const bad of forged)
      expect(await refusal(b.consents.unsubscribe(bad))).toMatchObject({ status: 400, message: BAD_LINK });
    await b.signIn();
    expect((await b.clients.get(other.userId)).emailConsent).toBe(true);
  });

  it('Resend keeps the first send time, records the resend and mails the consenting clients again', async () => {
    await b.broadcasts.send({ message: 'Happy hour', adminId, location: 'Oakville' });
    const id = await newest(b);
    const first = await b.broadcasts.get(id);
    await b.harness.deliverBroadcasts();
    const once = (await b.broadcasts.delivery(id))?.sent ?? 0;
    expect(once).toBeGreaterThan(0);

    b.harness.advanceClock(60_000);
    await b.broadcasts.resend(id, adminId);
    const again = await b.broadcasts.get(id);
    expect(again.bcDateTime).toBe(first.bcDateTime);
    expect(again.resends).toBe(1);
    expect(again.resentAt).toBe(new Date(b.harness.now()).toISOString());
    await b.harness.deliverBroadcasts();
    expect((await b.broadcasts.delivery(id))?.sent).toBe(2 * once);
    const trail = await b.activity.list(
      { ...NO_ACTIVITY_FILTERS, action: ['broadcast.resent'] },
      { number: 1 },
    );
    expect(trail.rows[0]?.broadcastId).toBe(id);
  });

  it('consent given at enrolment is recorded as such; an admin may withdraw it', async () => {
    const client = await b.clients.enrol({
      name: 'Ines Duarte',
      email: 'ines.duarte@example.com',
      location: 'Oakville',
      points: 0,
      pointsReason: '',
      emailConsent: true,
    });
    expect(client).toMatchObject({ emailConsent: true, emailConsentSource: 'enrolment' });
    expect(client.emailConsentAt).toBe(new Date(b.harness.now()).toISOString());
    const withdrawn = await b.consents.set(client.userId, false);
    expect(withdrawn).toMatchObject({ emailConsent: false, emailConsentSource: 'admin' });
    const trail = await b.activity.list(
      { ...NO_ACTIVITY_FILTERS, action: ['client.consent'] },
      { number: 1 },
    );
    expect(trail.rows[0]).toMatchObject({ clientId: client.userId, before: 'yes', after: 'no' });
  });
});
