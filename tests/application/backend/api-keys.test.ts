/** API keys (docs/api.md, API keys): made by a Super Admin, shown once, scoped, revoked at once; on every backend. */
import { expect, it } from 'vitest';
import { NotShownAnswer } from '../../../src/adapters/http/answers.schema';
import { createHttpLocations } from '../../../src/adapters/http/locations.http';
import { DEMO_SECOND_ADMIN } from '../../../src/backend/seed/demo-account';
import { DEFAULT_PROGRAMME } from '../../../src/domain/programme';
import { ADMIN } from '../../../src/domain/roles';
import { API_KEY_MESSAGES, API_KEY_PREFIX, type ApiKey, type NewApiKey } from '../../../src/domain/api-keys';
import { connect, type Connection } from './support/connection';
import { png } from './support/images';
import { describeEachBackend } from './support/describe-backends';
import { NO_ACTIVITY_FILTERS, NO_CLIENT_FILTERS, NO_POINTS_FILTERS, refusal } from './support/refusal';

// An active client at Mississauga: a blocked one neither earns nor redeems.
const CLIENT = 'LL100024';
const DEMO_ADMIN_ID = '64f1c0ffee0000000000a001';
const TILL: NewApiKey = { name: 'Till 1 Oakville', scopes: ['clients:read', 'points:write'], location: null };
/** An admin whose own name reads like a key's actor name: still an admin (docs/product.md §10.26). */
const BOB = { email: 'bob@loyalloop.demo', name: 'API key Bob', role: ADMIN, location: 'Oakville' } as const;
const BOB_PASSWORD = 'Harbour#Lights26';

/** A new key and its secret, which a first answer always carries. */
async function made(b: Connection, key: NewApiKey): Promise<{ apiKey: ApiKey; secret: string }> {
  const { apiKey, secret } = await b.apiKeys.create(key);
  if (secret === null) throw new Error('a new key was answered without its secret');
  return { apiKey, secret };
}

/** A connection that sends the key as its bearer, as a till would. */
function tillWith(b: Connection, secret: string): Connection {
  const till = connect(b.harness);
  till.session.token = secret;
  return till;
}

const rawCall = (
  c: Connection,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: Readonly<Record<string, unknown>>,
) => c.api.send({ method, path, ...(payload ? { payload } : {}), answer: NotShownAnswer });

describeEachBackend('API keys', (b) => {
  it('a Super Admin makes a key: its secret is answered once, never listed, and the list names its creator', async () => {
    await b.signIn();
    const { apiKey, secret } = await made(b, TILL);
    expect(secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(apiKey).toMatchObject({ name: TILL.name, scopes: TILL.scopes, location: null, lastUsedAt: null });
    expect(apiKey.createdBy).toBe('Avery Morgan');
    const listed = await b.api.send({ method: 'GET', path: 'admin/api-keys', answer: NotShownAnswer });
    const text = JSON.stringify(listed);
    expect(text).toContain(TILL.name);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice(API_KEY_PREFIX.length));
    expect(text).not.toContain('"hash"');
  });

  it('a retried Create key makes one key, and its replay never answers the secret again', async () => {
    await b.signIn();
    const create = () =>
      b.api.send({
        method: 'POST',
        path: 'admin/api-keys',
        payload: { name: TILL.name, scopes: TILL.scopes },
        attempt: { key: 'make-till-1' },
        answer: NotShownAnswer,
      });
    const first = JSON.stringify(await create());
    const again = JSON.stringify(await create());
    expect(first).toContain(API_KEY_PREFIX);
    expect(again).toContain(TILL.name);
    expect(again).not.toContain(API_KEY_PREFIX);
    expect(await b.apiKeys.list()).toHaveLength(1);
  });

  it('an Admin may neither list nor make keys (403)', async () => {
    const admin = connect(b.harness);
    await admin.signInAs(DEMO_SECOND_ADMIN);
    expect((await refusal(admin.apiKeys.list())).status).toBe(403);
    expect((await refusal(admin.apiKeys.create(TILL))).status).toBe(403);
  });

  it('a key looks a client up by id and by email, and books points with an Idempotency-Key, applied once', async () => {
    await b.signIn();
    const { apiKey, secret } = await made(b, TILL);
    const till = tillWith(b, secret);
    const client = await till.clients.get(CLIENT);
    const [byEmail] = await till.clients.list({ ...NO_CLIENT_FILTERS, search: client.email });
    expect(byEmail?.userId).toBe(CLIENT);
    const body = { points: 40, pointsReason: 'Purchase $40' };
    const send = () =>
      till.api.send({
        method: 'POST',
        path: `admin/view-client/addpoints/${CLIENT}`,
        payload: body,
        attempt: { key: 'till-1-sale-0001' },
        answer: NotShownAnswer,
      });
    await send();
    await send();
    expect((await till.clients.get(CLIENT)).points).toBe(client.points + 40);
    await till.clients.redeemPoints(CLIENT, {
      points: 15,
      locationName: 'Oakville',
      serviceName: 'Coffee',
      adminId: apiKey._id,
    });
    expect((await till.clients.get(CLIENT)).points).toBe(client.points + 25);
  });

  it("a key's scope is enforced on every call: outside it, 403", async () => {
    await b.signIn();
    const lookUp = tillWith(b, (await made(b, { ...TILL, scopes: ['clients:read'] })).secret);
    const book = tillWith(b, (await made(b, { ...TILL, scopes: ['points:write'] })).secret);
    const add = { points: 5, pointsReason: 'Sale' };
    const redeem = { points: 1, locationName: 'Oakville', serviceName: 'Coffee' };
    await expect(lookUp.clients.get(CLIENT)).resolves.toMatchObject({ userId: CLIENT });
    const refusedAdd = await refusal(rawCall(lookUp, 'POST', `admin/view-client/addpoints/${CLIENT}`, add));
    expect(refusedAdd).toMatchObject({ status: 403, message: API_KEY_MESSAGES.outOfScope('points:write') });
    expect(
      (await refusal(rawCall(lookUp, 'PUT', `admin/view-client/redeempoints/${CLIENT}`, redeem))).status,
    ).toBe(403);
    await expect(rawCall(book, 'POST', `admin/view-client/addpoints/${CLIENT}`, add)).resolves.toBeDefined();
    expect((await refusal(book.clients.get(CLIENT))).status).toBe(403);
    expect((await refusal(book.clients.list(NO_CLIENT_FILTERS))).status).toBe(403);
  });

  it('a key is never an admin session: every other admin call refuses it with 403', async () => {
    await b.signIn();
    const till = tillWith(b, (await made(b, TILL)).secret);
    const calls: [string, () => Promise<unknown>][] = [
      ['the ledger', () => till.transactions.list(NO_POINTS_FILTERS)],
      ['the trail', () => till.activity.list(NO_ACTIVITY_FILTERS, { number: 1, size: 7 })],
      ['the keys', () => till.apiKeys.list()],
      ['a new key', () => till.apiKeys.create(TILL)],
      ['the team', () => till.team.list()],
      ['the devices', () => till.devices.list()],
      ['a photo, refused before its form is read', () => till.profiles.uploadImage(DEMO_ADMIN_ID, png())],
      ['notes', () => rawCall(till, 'PUT', `admin/view-client/notes/${CLIENT}`, { notes: 'x' })],
    ];
    for (const [what, call] of calls) {
      const error = await refusal(call());
      expect([what, error.status, error.message]).toEqual([what, 403, API_KEY_MESSAGES.notAllowed]);
    }
  });

  it("an admin's token is never taken as a key, nor a key without its prefix as a token (401)", async () => {
    const { accessToken } = await b.signIn();
    const { secret } = await made(b, TILL);
    const posing = tillWith(b, `${API_KEY_PREFIX}${accessToken}`);
    // The console's client says any 401 as the end of a session; the status is what a till acts on.
    expect((await refusal(posing.clients.get(CLIENT))).status).toBe(401);
    const bare = tillWith(b, secret.slice(API_KEY_PREFIX.length));
    expect((await refusal(bare.clients.get(CLIENT))).status).toBe(401);
  });

  it('a revoked key is refused at its next call (401); revoking twice is refused (409)', async () => {
    await b.signIn();
    const { apiKey, secret } = await made(b, TILL);
    const till = tillWith(b, secret);
    await till.clients.get(CLIENT);
    const revoked = await b.apiKeys.revoke(apiKey._id);
    expect(revoked.revokedAt).toEqual(expect.any(String));
    expect((await refusal(till.clients.get(CLIENT))).status).toBe(401);
    expect((await refusal(b.apiKeys.revoke(apiKey._id))).status).toBe(409);
    const [listed] = (await b.apiKeys.list()).filter((k) => k._id === apiKey._id);
    expect(listed?.revokedAt).toBe(revoked.revokedAt);
  });

  it('the trail and the ledger name the key as the actor, and the list shows its last use', async () => {
    await b.signIn();
    const { apiKey, secret } = await made(b, TILL);
    const till = tillWith(b, secret);
    await rawCall(till, 'POST', `admin/view-client/addpoints/${CLIENT}`, {
      points: 12,
      pointsReason: 'Sale',
    });
    const trail = await b.activity.list(
      { ...NO_ACTIVITY_FILTERS, action: ['points.added'] },
      { number: 1, size: 1 },
    );
    expect(trail.rows[0]).toMatchObject({
      adminId: apiKey._id,
      adminName: 'API key Till 1 Oakville',
      clientId: CLIENT,
    });
    const [entry] = await b.transactions.list({ ...NO_POINTS_FILTERS, search: CLIENT });
    expect(entry).toMatchObject({ adminUserId: apiKey._id, adminName: 'API key Till 1 Oakville' });
    const [listed] = (await b.apiKeys.list()).filter((k) => k._id === apiKey._id);
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
    const making = await b.activity.list(
      { ...NO_ACTIVITY_FILTERS, action: ['apikey.created'] },
      { number: 1, size: 1 },
    );
    expect(making.rows[0]).toMatchObject({ adminName: 'Avery Morgan', after: TILL.name });
  });

  it('a key of one location books there: its adds at it, a redeem elsewhere refused (403)', async () => {
    await b.signIn();
    const { secret } = await made(b, { ...TILL, location: 'Oakville' });
    const till = tillWith(b, secret);
    await rawCall(till, 'POST', `admin/view-client/addpoints/${CLIENT}`, {
      points: 30,
      pointsReason: 'Sale',
    });
    const [entry] = await b.transactions.list({ ...NO_POINTS_FILTERS, search: CLIENT });
    expect(entry).toMatchObject({ type: 'add', location: 'Oakville' });
    const elsewhere = { points: 1, locationName: 'Mississauga', serviceName: 'Coffee' };
    const error = await refusal(rawCall(till, 'PUT', `admin/view-client/redeempoints/${CLIENT}`, elsewhere));
    expect(error).toMatchObject({ status: 403, message: API_KEY_MESSAGES.elsewhere('Oakville') });
  });

  it('a key of one location refuses an add named elsewhere (403) and follows a rename of its location (docs/product.md §10.29)', async () => {
    await b.signIn();
    const { secret } = await made(b, { ...TILL, location: 'oakville' });
    const till = tillWith(b, secret);
    const elsewhere = { points: 5, pointsReason: 'Sale', locationName: 'Mississauga' };
    const error = await refusal(rawCall(till, 'POST', `admin/view-client/addpoints/${CLIENT}`, elsewhere));
    expect(error).toMatchObject({ status: 403, message: API_KEY_MESSAGES.elsewhere('Oakville') });
    const locations = createHttpLocations(b.api);
    const oakville = (await locations.list()).find((location) => location.name === 'Oakville');
    if (oakville === undefined) throw new Error('the demo has Oakville');
    await locations.rename(oakville._id, 'Oakville Place');
    expect((await b.apiKeys.list())[0]).toMatchObject({ location: 'Oakville Place' });
    await rawCall(till, 'POST', `admin/view-client/addpoints/${CLIENT}`, { points: 7, pointsReason: 'Sale' });
    const [entry] = await b.transactions.list({ ...NO_POINTS_FILTERS, search: CLIENT });
    expect(entry).toMatchObject({ type: 'add', location: 'Oakville Place' });
  });

  it('a till books by amount under the programme (its rule recorded) and redeems a reward by rewardId, at its location only (403 elsewhere; docs/product.md §10.26)', async () => {
    await b.signIn();
    await b.programme.save({ ...DEFAULT_PROGRAMME, pointsPerDollar: 1, ratesByLocation: { Oakville: 2 } });
    const coffee = await b.rewards.create({ name: 'Free coffee', points: 20, locations: [] });
    const { apiKey, secret } = await made(b, { ...TILL, location: 'Oakville' });
    const till = tillWith(b, secret);
    const before = (await b.clients.get(CLIENT)).points;
    const ledger = () => b.transactions.list({ ...NO_POINTS_FILTERS, search: CLIENT });
    // The client is at Mississauga; the till books at its own location, so Oakville's rate applies: 23.40 × 2.
    await rawCall(till, 'POST', `admin/view-client/addpoints/${CLIENT}`, {
      amount: 23.4,
      pointsReason: 'Sale 1',
    });
    expect((await ledger())[0]).toMatchObject({
      type: 'add',
      transactionPoints: 46,
      amountCents: 2340,
      earningRule: '2 points per $1 at Oakville, rounded down',
      location: 'Oakville',
      adminUserId: apiKey._id,
    });
    await rawCall(till, 'PUT', `admin/view-client/redeempoints/${CLIENT}`, {
      rewardId: coffee.id,
      locationName: 'Oakville',
    });
    expect((await ledger())[0]).toMatchObject({
      type: 'redeem',
      transactionPoints: 20,
      reasonOrService: 'Free coffee',
      rewardId: coffee.id,
      location: 'Oakville',
    });
    expect((await b.clients.get(CLIENT)).points).toBe(before + 26);
    // Each call made only when its refusal is awaited: a second one refused meanwhile would be unhandled.
    const elsewhere = [
      () =>
        rawCall(till, 'POST', `admin/view-client/addpoints/${CLIENT}`, {
          amount: 10,
          pointsReason: 'Sale 2',
          locationName: 'Mississauga',
        }),
      () =>
        rawCall(till, 'PUT', `admin/view-client/redeempoints/${CLIENT}`, {
          rewardId: coffee.id,
          locationName: 'Mississauga',
        }),
    ];
    for (const call of elsewhere)
      expect(await refusal(call())).toMatchObject({
        status: 403,
        message: API_KEY_MESSAGES.elsewhere('Oakville'),
      });
    expect((await b.clients.get(CLIENT)).points).toBe(before + 26);
  });

  it('a key\'s add and redeem name it by apiKeyId; an admin\'s entries carry null, an admin named "API key Bob" too (docs/product.md §10.26)', async () => {
    await b.signIn();
    const { apiKey, secret } = await made(b, TILL);
    const till = tillWith(b, secret);
    const newest = async () => {
      const [entry] = await b.transactions.list({ ...NO_POINTS_FILTERS, search: CLIENT });
      if (entry === undefined) throw new Error('the ledger holds no entry of the client');
      return entry;
    };
    const add = { points: 12, pointsReason: 'Sale' };
    const redeem = { points: 3, locationName: 'Oakville', serviceName: 'Coffee' };
    await rawCall(till, 'POST', `admin/view-client/addpoints/${CLIENT}`, add);
    expect(await newest()).toMatchObject({ type: 'add', apiKeyId: apiKey._id });
    await rawCall(till, 'PUT', `admin/view-client/redeempoints/${CLIENT}`, redeem);
    const keyed = await newest();
    expect(keyed).toMatchObject({ type: 'redeem', apiKeyId: apiKey._id });
    // The one-entry call answers it too, and the key's revocation leaves the entry naming it.
    await b.apiKeys.revoke(apiKey._id);
    expect(await b.transactions.get(keyed.transactionId)).toMatchObject({ apiKeyId: apiKey._id });

    await rawCall(b, 'POST', `admin/view-client/addpoints/${CLIENT}`, add);
    expect(await newest()).toMatchObject({ type: 'add', adminName: 'Avery Morgan', apiKeyId: null });
    await b.team.invite(BOB);
    const token = new URL(b.harness.mailer.lastLinkFor(BOB.email)).searchParams.get('token') ?? '';
    await b.auth.acceptInvite({ token, newPassword: BOB_PASSWORD });
    const bob = connect(b.harness);
    await bob.signInAs({ email: BOB.email, password: BOB_PASSWORD });
    await rawCall(bob, 'POST', `admin/view-client/addpoints/${CLIENT}`, add);
    expect(await newest()).toMatchObject({ type: 'add', adminName: 'API key Bob', apiKeyId: null });
    await rawCall(bob, 'PUT', `admin/view-client/redeempoints/${CLIENT}`, redeem);
    const bobs = await newest();
    expect(bobs).toMatchObject({ type: 'redeem', adminName: 'API key Bob', apiKeyId: null });
    expect(await b.transactions.get(bobs.transactionId)).toMatchObject({ apiKeyId: null });
  });

  it('a key needs a name and known scopes; a location must be one of the business', async () => {
    await b.signIn();
    const bad: [Readonly<Record<string, unknown>>, number][] = [
      [{ scopes: ['clients:read'] }, 400],
      [{ name: 'Till', scopes: [] }, 400],
      [{ name: 'Till', scopes: ['points:delete'] }, 400],
      [{ name: 'Till', scopes: ['clients:read'], location: 'Toronto' }, 400],
    ];
    for (const [payload, status] of bad)
      expect((await refusal(rawCall(b, 'POST', 'admin/api-keys', payload))).status).toBe(status);
    expect(await b.apiKeys.list()).toEqual([]);
  });
});
