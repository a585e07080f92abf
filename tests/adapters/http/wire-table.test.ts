import { afterEach, describe, expect, it } from 'vitest';
import { createHttpAdminAuth } from '../../../src/adapters/http/admin-auth.http';
import { createHttpAdminProfiles } from '../../../src/adapters/http/admin-profiles.http';
import { createHttpBroadcasts } from '../../../src/adapters/http/broadcasts.http';
import { createHttpClients } from '../../../src/adapters/http/clients.http';
import { createHttpTransactions } from '../../../src/adapters/http/transactions.http';
import { createHttpVendorRegistration } from '../../../src/adapters/http/vendor-registration.http';
import type { ClientFilters, PointsFilters } from '../../../src/domain/filters.types';
import { fakeApi, json } from './fake-api';
import { ADMIN, BROADCAST, CLIENT, NO_FILTERS, TRANSACTION } from './wire-fixtures';
import { vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

const NO_CLIENT_FILTERS: ClientFilters = { ...NO_FILTERS, blockStatus: [], location: [] };
const NO_POINTS_FILTERS: PointsFilters = { ...NO_FILTERS, location: [], type: '' };

const JSON_HEADERS = {
  Accept: 'application/json',
  Authorization: 'Bearer token-abc',
  'Content-Type': 'application/json',
};

/** The request as docs/product.md §7 pins it: method, exact path + query, body, and the common headers. */
function expectRequest(
  request: { url: string; init: RequestInit; headers: Record<string, string> },
  method: string,
  url: string,
  body?: unknown,
) {
  expect(request.init.method).toBe(method);
  expect(request.url).toBe(url);
  expect(request.init.credentials).toBe('include');
  const { 'Idempotency-Key': key, ...headers } = request.headers;
  expect(headers).toEqual(JSON_HEADERS);
  // Every change carries a key of its own (docs/architecture.md, "When the server is away"), so a retry is applied once.
  if (method === 'GET') expect(key).toBeUndefined();
  else expect(key).toMatch(/^[0-9a-f]{32}$/);
  if (body === undefined) expect(request.init.body).toBeUndefined();
  else expect(JSON.parse(String(request.init.body))).toEqual(body);
}

describe('docs/product.md §7 admin sign-in and reset calls', () => {
  it('POST admin/email-login sends email and password and answers the adminId and attemptId', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { type: 'success', message: 'Code sent', adminId: 'A-1', attemptId: 'T-1' }));
    await expect(
      createHttpAdminAuth(fake.api).requestLoginCode({ email: 'a@b.co', password: 'Pw@12345' }),
    ).resolves.toEqual({
      adminId: 'A-1',
      attemptId: 'T-1',
    });
    expectRequest(fake.last(), 'POST', '/api/admin/email-login', { email: 'a@b.co', password: 'Pw@12345' });
  });

  it('POST admin/verify-email-otp sends the code as a number with the attemptId and rememberMe and answers the tokens', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { accessToken: 'at', refreshToken: 'rt', adminId: 'A-1', extra: true }));
    const tokens = await createHttpAdminAuth(fake.api).verifyLoginCode({
      adminId: 'A-1',
      attemptId: 'T-1',
      otp: 123,
      rememberMe: true,
    });
    expect(tokens).toEqual({ accessToken: 'at', refreshToken: 'rt', adminId: 'A-1' });
    expectRequest(fake.last(), 'POST', '/api/admin/verify-email-otp', {
      adminId: 'A-1',
      attemptId: 'T-1',
      otp: 123,
      rememberMe: true,
    });
  });

  it('POST admin/forgot-password sends the email and answers the adminId and attemptId', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { adminId: 'A-9', attemptId: 'T-9' }));
    await expect(createHttpAdminAuth(fake.api).requestResetCode('a@b.co')).resolves.toEqual({
      adminId: 'A-9',
      attemptId: 'T-9',
    });
    expectRequest(fake.last(), 'POST', '/api/admin/forgot-password', { email: 'a@b.co' });
  });

  it('POST admin/verify-reset-otp sends adminId, attemptId and the numeric code and answers the resetToken', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { resetToken: 'rs' }));
    await expect(
      createHttpAdminAuth(fake.api).verifyResetCode({ adminId: 'A-9', attemptId: 'T-9', otp: 4321 }),
    ).resolves.toEqual({ resetToken: 'rs' });
    expectRequest(fake.last(), 'POST', '/api/admin/verify-reset-otp', {
      adminId: 'A-9',
      attemptId: 'T-9',
      otp: 4321,
    });
  });

  it('POST admin/reset-password sends adminId, resetToken and newPassword', async () => {
    const fake = fakeApi();
    await createHttpAdminAuth(fake.api).resetPassword({
      adminId: 'A-9',
      resetToken: 'rs',
      newPassword: 'New@12345',
    });
    expectRequest(fake.last(), 'POST', '/api/admin/reset-password', {
      adminId: 'A-9',
      resetToken: 'rs',
      newPassword: 'New@12345',
    });
  });
});

describe('docs/product.md §7 admin profile calls', () => {
  it('GET admin/profile/{id} has no body and answers the admin', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { admin: ADMIN }));
    await expect(createHttpAdminProfiles(fake.api).get('A-1')).resolves.toEqual(ADMIN);
    expectRequest(fake.last(), 'GET', '/api/admin/profile/A-1');
  });

  it('PUT admin/profile/{id}/image sends multipart with the field image and no content type of its own', async () => {
    const fake = fakeApi();
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await createHttpAdminProfiles(fake.api).uploadImage('A-1', photo);
    const request = fake.last();
    expect(request.init.method).toBe('PUT');
    expect(request.url).toBe('/api/admin/profile/A-1/image');
    expect(request.init.credentials).toBe('include');
    expect(request.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer token-abc',
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(request.init.body).toBeInstanceOf(FormData);
    expect((request.init.body as FormData).get('image')).toBeInstanceOf(File);
    expect(((request.init.body as FormData).get('image') as File).name).toBe('me.png');
  });
});

describe('docs/product.md §7 client calls', () => {
  it('GET retrieve/admin/view-clients sends the filters as a query and answers data.users', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { data: { users: [CLIENT] } }));
    const clients = await createHttpClients(fake.api).list({
      from: '2026-01-01',
      to: '2026-01-31',
      search: ' ada ',
      blockStatus: ['Active', 'Blocked'],
      location: ['Mississauga', 'Oakville'],
    });
    expect(clients).toEqual([CLIENT]);
    expectRequest(
      fake.last(),
      'GET',
      '/api/retrieve/admin/view-clients?search=ada&fromDate=2026-01-01&toDate=2026-01-31&blockStatus=Active,Blocked&location=Mississauga,Oakville',
    );
  });

  it('GET retrieve/admin/view-clients drops every empty filter', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { data: { users: [] } }));
    await createHttpClients(fake.api).list({ ...NO_FILTERS, blockStatus: [], location: [] });
    expectRequest(fake.last(), 'GET', '/api/retrieve/admin/view-clients');
  });

  it('GET admin/view-client/{id} answers the client object with its status log', async () => {
    const fake = fakeApi();
    fake.reply(json(200, CLIENT));
    await expect(createHttpClients(fake.api).get('C-1')).resolves.toEqual(CLIENT);
    expectRequest(fake.last(), 'GET', '/api/admin/view-client/C-1');
  });

  it('PUT update/admin/view-client/{id}/status sends blockReason and blockStatus', async () => {
    const fake = fakeApi();
    await createHttpClients(fake.api).changeStatus('C-1', { blockStatus: 'Blocked', blockReason: 'Abuse' });
    expectRequest(fake.last(), 'PUT', '/api/update/admin/view-client/C-1/status', {
      blockReason: 'Abuse',
      blockStatus: 'Blocked',
    });
  });

  it('POST admin/view-client/addpoints/{id} sends points, pointsReason and adminId', async () => {
    const fake = fakeApi();
    await createHttpClients(fake.api).addPoints('C-1', {
      points: 20,
      pointsReason: 'Birthday',
      adminId: 'A-1',
    });
    expectRequest(fake.last(), 'POST', '/api/admin/view-client/addpoints/C-1', {
      points: 20,
      pointsReason: 'Birthday',
      adminId: 'A-1',
    });
  });

  it('PUT admin/view-client/redeempoints/{id} sends points, locationName, serviceName and adminId', async () => {
    const fake = fakeApi();
    const redeem = { points: 5, locationName: 'Oakville', serviceName: 'Car wash', adminId: 'A-1' };
    await createHttpClients(fake.api).redeemPoints('C-1', redeem);
    expectRequest(fake.last(), 'PUT', '/api/admin/view-client/redeempoints/C-1', redeem);
  });

  it('PUT admin/view-client/redeempoints/{id} sends a reward by rewardId, with no points or service (docs/product.md §10.23)', async () => {
    const fake = fakeApi();
    const redeem = { rewardId: 'rw-1', locationName: 'Oakville', adminId: 'A-1' };
    await createHttpClients(fake.api).redeemPoints('C-1', redeem);
    expectRequest(fake.last(), 'PUT', '/api/admin/view-client/redeempoints/C-1', redeem);
  });

  it('PUT admin/view-client/notes/{id} sends the notes as given', async () => {
    const fake = fakeApi();
    await createHttpClients(fake.api).saveNotes('C-1', '<b>VIP</b>');
    expectRequest(fake.last(), 'PUT', '/api/admin/view-client/notes/C-1', { notes: '<b>VIP</b>' });
  });
});

describe('docs/product.md §7 points ledger calls', () => {
  it('GET admin/points-transactions sends fromDate, toDate, location, type and search and answers transactions', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { transactions: [TRANSACTION] }));
    const rows = await createHttpTransactions(fake.api).list({
      from: '2026-01-01',
      to: '',
      location: ['Oakville'],
      type: 'redeem',
      search: 'T-1',
    });
    expect(rows).toEqual([TRANSACTION]);
    expectRequest(
      fake.last(),
      'GET',
      '/api/admin/points-transactions?fromDate=2026-01-01&location=Oakville&type=redeem&search=T-1',
    );
  });

  it('GET admin/points-transactions/{id} answers the transaction', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { transaction: TRANSACTION }));
    await expect(createHttpTransactions(fake.api).get('T-1')).resolves.toEqual(TRANSACTION);
    expectRequest(fake.last(), 'GET', '/api/admin/points-transactions/T-1');
  });
});

describe('a page of the clients list or the ledger (docs/api.md "Paged lists")', () => {
  const view = { page: 2, size: 7, sort: { key: 'name', order: 'desc' } } as const;

  it('sends page, limit, sort and order, and answers the rows with the total the server counted', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { data: { users: [CLIENT] }, total: 40 }));
    await expect(createHttpClients(fake.api).page(NO_CLIENT_FILTERS, view)).resolves.toEqual({
      rows: [CLIENT],
      total: 40,
    });
    expectRequest(fake.last(), 'GET', '/api/retrieve/admin/view-clients?page=2&limit=7&sort=name&order=desc');
    fake.reply(json(200, { transactions: [TRANSACTION], total: 40 }));
    await expect(createHttpTransactions(fake.api).page(NO_POINTS_FILTERS, view)).resolves.toEqual({
      rows: [TRANSACTION],
      total: 40,
    });
  });

  it('an older server that answers no total sent its whole list: the total is its rows', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { data: { users: [CLIENT, CLIENT] } }));
    expect((await createHttpClients(fake.api).page(NO_CLIENT_FILTERS, view)).total).toBe(2);
    fake.reply(json(200, { transactions: [TRANSACTION, TRANSACTION, TRANSACTION] }));
    expect((await createHttpTransactions(fake.api).page(NO_POINTS_FILTERS, view)).total).toBe(3);
  });
});

describe('docs/product.md §7 broadcast calls', () => {
  it('POST admin/broadcast sends message and adminId', async () => {
    const fake = fakeApi();
    await createHttpBroadcasts(fake.api).send({ message: 'Hello all', adminId: 'A-1' });
    expectRequest(fake.last(), 'POST', '/api/admin/broadcast', { message: 'Hello all', adminId: 'A-1' });
  });

  it('POST admin/broadcast/resend/{id} sends the adminId', async () => {
    const fake = fakeApi();
    await createHttpBroadcasts(fake.api).resend('B-1', 'A-1');
    expectRequest(fake.last(), 'POST', '/api/admin/broadcast/resend/B-1', { adminId: 'A-1' });
  });

  it('GET admin/broadcasts sends fromDate, toDate and search and answers broadcasts, total and totalCount', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { broadcasts: [BROADCAST], total: 1, totalCount: 40 }));
    const page = await createHttpBroadcasts(fake.api).list({
      from: '2026-01-01',
      to: '2026-02-28',
      search: 'double points',
    });
    expect(page).toEqual({ rows: [BROADCAST], total: 1, totalCount: 40 });
    expectRequest(
      fake.last(),
      'GET',
      '/api/admin/broadcasts?fromDate=2026-01-01&toDate=2026-02-28&search=double%20points',
    );
  });

  it('GET admin/broadcast/{id} answers the broadcast', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { broadcast: BROADCAST }));
    await expect(createHttpBroadcasts(fake.api).get('B-1')).resolves.toEqual(BROADCAST);
    expectRequest(fake.last(), 'GET', '/api/admin/broadcast/B-1');
  });
});

describe('docs/product.md §7 vendor registration calls', () => {
  it('POST admin/email-register sends name, email and location and answers the adminId and attemptId', async () => {
    const fake = fakeApi({ token: null });
    fake.reply(json(200, { type: 'success', message: 'Code sent', adminId: 'V-1', attemptId: 'T-1' }));
    const answer = await createHttpVendorRegistration(fake.api).register({
      name: 'Bo',
      email: 'bo@x.co',
      location: 'Canada',
    });
    expect(answer).toEqual({ adminId: 'V-1', attemptId: 'T-1' });
    const request = fake.last();
    expect(request.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(request.url).toBe('/api/admin/email-register');
    expect(request.init.method).toBe('POST');
    expect(JSON.parse(String(request.init.body))).toEqual({
      name: 'Bo',
      email: 'bo@x.co',
      location: 'Canada',
    });
  });

  it('POST admin/request-email-otp sends the adminId and attemptId, answers the new attemptId and shows no toast of its own', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { type: 'success', message: 'Code resent', attemptId: 'T-2' }));
    await expect(
      createHttpVendorRegistration(fake.api).resendCode({ adminId: 'V-1', attemptId: 'T-1' }),
    ).resolves.toEqual({ attemptId: 'T-2' });
    expectRequest(fake.last(), 'POST', '/api/admin/request-email-otp', { adminId: 'V-1', attemptId: 'T-1' });
    expect(fake.notifier.success).not.toHaveBeenCalled();
  });

  it('the registration code is verified with POST admin/verify-email-otp, silently', async () => {
    const fake = fakeApi();
    fake.reply(
      json(200, {
        type: 'success',
        message: 'Verified',
        accessToken: 'v',
        refreshToken: 'r',
        adminId: 'V-1',
      }),
    );
    await createHttpVendorRegistration(fake.api).verifyCode({ adminId: 'V-1', attemptId: 'T-1', otp: 12 });
    expectRequest(fake.last(), 'POST', '/api/admin/verify-email-otp', {
      adminId: 'V-1',
      attemptId: 'T-1',
      otp: 12,
    });
    expect(fake.notifier.success).not.toHaveBeenCalled();
  });
});

describe('paths and base', () => {
  it('an id is encoded so it cannot reach another endpoint', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { transaction: TRANSACTION }));
    await createHttpTransactions(fake.api).get('../x?y');
    expect(fake.last().url).toBe('/api/admin/points-transactions/..%2Fx%3Fy');
  });

  it('the base URL comes from configuration, with or without its trailing slash', async () => {
    const fake = fakeApi({ baseUrl: 'https://api.example.test/api' });
    await createHttpBroadcasts(fake.api).send({ message: 'Hi', adminId: 'A-1' });
    expect(fake.last().url).toBe('https://api.example.test/api/admin/broadcast');
  });
});
