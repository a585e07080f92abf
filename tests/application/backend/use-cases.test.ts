/**
 * The application's use cases end to end: use case → HTTP repository → wire → fake backend. The use cases
 * check the form first; these tests pin what the server adds when a form's view of the data is out of date.
 */
import { beforeEach, expect, it } from 'vitest';
import {
  addPoints,
  changeBlockStatus,
  listBroadcasts,
  loadProfile,
  redeemPoints,
  resendBroadcast,
  saveNotes,
  sendBroadcast,
  uploadProfileImage,
} from '../../../src/application/use-cases';
import { describeEachBackend } from './support/describe-backends';
import { jpeg } from './support/images';
import { NO_BROADCAST_FILTERS, NO_CLIENT_FILTERS, NO_POINTS_FILTERS, refusal } from './support/refusal';

describeEachBackend('use cases over the wire', (backend) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await backend.signIn());
  });

  it('add then redeem through the use cases moves the balance and the ledger together', async () => {
    const [client] = await backend.clients.list({ ...NO_CLIENT_FILTERS, search: 'LL100050' });
    if (!client) throw new Error('no client');
    const added = await addPoints(backend.clients, {
      clientId: client.userId,
      adminId,
      values: { points: '40', reason: 'Visit' },
    });
    const balance = client.points + 40;
    const redeemed = await redeemPoints(backend.clients, {
      clientId: client.userId,
      adminId,
      balance,
      values: { points: 15, location: 'Oakville', serviceType: 'Coffee' },
    });
    expect([added, redeemed]).toEqual([{ ok: true }, { ok: true }]);
    const [latest, previous] = await backend.transactions.list({
      ...NO_POINTS_FILTERS,
      search: client.userId,
    });
    expect([previous?.totalPoints, latest?.totalPoints]).toEqual([balance, balance - 15]);
  });

  it('a redeem checked against a stale balance is still refused by the server, and changes nothing', async () => {
    const before = await backend.clients.get('LL100051');
    const error = await refusal(
      redeemPoints(backend.clients, {
        clientId: 'LL100051',
        adminId,
        balance: before.points + 1000, // another admin redeemed meanwhile
        values: { points: before.points + 1, location: 'Mississauga', serviceType: 'Haircut' },
      }),
    );
    expect(error.status).toBe(422);
    expect(await backend.clients.get('LL100051')).toEqual(before);
  });

  it('a block status another admin already set is refused by the server and comes back as a conflict', async () => {
    const client = await backend.clients.get('LL100052');
    const outcome = await changeBlockStatus(backend.clients, {
      clientId: client.userId,
      blockStatus: client.blockStatus,
      reason: 'same',
    });
    expect(outcome).toEqual({ ok: false, conflict: client.blockStatus });
    expect(await backend.clients.get('LL100052')).toEqual(client);
  });

  it('notes saved through the use case come back as the same text', async () => {
    expect(await saveNotes(backend.clients, 'LL100053', 'Likes <em>oat</em> milk')).toEqual({ ok: true });
    expect((await backend.clients.get('LL100053')).notes).toBe('Likes <em>oat</em> milk');
  });

  it('an empty broadcast goes to the server as typed and is refused there; a resend keeps its place and send time', async () => {
    expect((await refusal(sendBroadcast(backend.broadcasts, { message: '', adminId }))).status).toBe(400);
    const { rows: broadcasts } = await listBroadcasts(backend.broadcasts, NO_BROADCAST_FILTERS);
    const last = broadcasts.at(-1);
    if (!last) throw new Error('no broadcasts');
    await resendBroadcast(backend.broadcasts, last.broadcastId, adminId);
    // The first send's time stays; the resend is recorded beside it (docs/product.md §10.27).
    const after = (await listBroadcasts(backend.broadcasts, NO_BROADCAST_FILTERS)).rows.at(-1);
    expect(after).toMatchObject({ broadcastId: last.broadcastId, bcDateTime: last.bcDateTime, resends: 1 });
  });

  it('a profile photo uploaded through the use case is what the profile then shows', async () => {
    const before = (await loadProfile(backend.profiles, adminId)).image;
    expect(await uploadProfileImage(backend.profiles, adminId, jpeg())).toEqual({ ok: true });
    expect((await loadProfile(backend.profiles, adminId)).image).not.toBe(before);
  });
});
