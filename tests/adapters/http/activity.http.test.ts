/** The activity trail's HTTP adapter: the wire of both calls, decoding, and the CSV read as a file. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpActivity } from '../../../src/adapters/http/activity.http';
import { isRequestError } from '../../../src/application/request-error';
import type { ActivityFilters } from '../../../src/domain/filters.types';
import { fakeApi, json } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

const NONE: ActivityFilters = { from: '', to: '', action: [], adminId: '', clientId: '', search: '' };
const ENTRY = {
  seq: 7,
  at: '2026-11-23T15:30:00.000Z',
  adminId: 'A-1',
  adminName: 'Avery Morgan',
  action: 'points.added',
  clientId: 'LL100001',
  clientName: 'Zoë Côté',
  broadcastId: null,
  broadcastText: null,
  before: '10',
  after: '85',
  ip: null,
};
const csv = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="activity-filtered-2026-11-23-1530.csv"',
      'X-Export-Truncated': 'false',
      ...headers,
    },
  });

async function failure(promise: Promise<unknown>) {
  const error: unknown = await promise.catch((reason: unknown) => reason);
  if (!isRequestError(error)) throw new Error('expected a RequestError');
  return error;
}

describe('GET admin/activity', () => {
  it('sends every filter, the page and the size, and answers the entries with the total', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { type: 'success', message: 'ok', activity: [ENTRY], total: 12, totalExact: true }));
    const filters: ActivityFilters = {
      from: '2026-11-01',
      to: '2026-11-23',
      action: ['points.added', 'client.notes'],
      adminId: ' A-1 ',
      clientId: 'LL100001',
      search: ' Côté ',
    };
    const page = await createHttpActivity(fake.api).list(filters, { number: 2, size: 5 });
    expect(fake.last().url).toBe(
      '/api/admin/activity?fromDate=2026-11-01&toDate=2026-11-23&action=points.added,client.notes' +
        '&adminId=A-1&clientId=LL100001&search=C%C3%B4t%C3%A9&page=2&limit=5',
    );
    expect(fake.last().headers.Authorization).toBe('Bearer token-abc');
    expect(page).toEqual({ rows: [ENTRY], total: 12, totalExact: true });
  });

  it('leaves the size to the server unless given, and reads missing optional fields as null', async () => {
    const fake = fakeApi();
    const { clientId: _c, clientName: _n, broadcastText: _b, ip: _i, ...older } = ENTRY;
    fake.reply(json(200, { activity: [older], total: 10_000, totalExact: false }));
    const page = await createHttpActivity(fake.api).list(NONE, { number: 1 });
    expect(fake.last().url).toBe('/api/admin/activity?page=1');
    expect(page.rows[0]).toEqual({ ...ENTRY, clientId: null, clientName: null, ip: null });
    expect(page).toMatchObject({ total: 10_000, totalExact: false });
  });

  it.each([
    ['totalExact missing', { activity: [ENTRY], total: 1 }],
    ['totalExact as text', { activity: [ENTRY], total: 1, totalExact: 'yes' }],
    ['an entry without seq', { activity: [{ ...ENTRY, seq: undefined }], total: 1, totalExact: true }],
    ['a before that is a number', { activity: [{ ...ENTRY, before: 10 }], total: 1, totalExact: true }],
  ])('refuses an answer with %s as unexpected', async (_what, body) => {
    const fake = fakeApi();
    fake.reply(json(200, body));
    const error = await failure(createHttpActivity(fake.api).list(NONE, { number: 1 }));
    expect(error.message).toBe('Unexpected response from server');
  });
});

describe('GET admin/activity/export', () => {
  it('sends the filters without a page, and answers the file as sent with its name', async () => {
    const fake = fakeApi();
    const body = '\uFEFFTime (UTC),Admin\r\n2026-11-23 15:30:00,Zoë\r\n';
    fake.reply(csv(body));
    const exported = await createHttpActivity(fake.api).export({ ...NONE, action: ['signin.locked'] });
    expect(fake.last().url).toBe('/api/admin/activity/export?action=signin.locked');
    expect(fake.last().headers.Authorization).toBe('Bearer token-abc');
    expect(exported.fileName).toBe('activity-filtered-2026-11-23-1530.csv');
    expect(exported.truncated).toBe(false);
    const bytes = new Uint8Array(await exported.file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(fake.notifier.success).not.toHaveBeenCalled();
  });

  it('says when the server cut the file', async () => {
    const fake = fakeApi();
    fake.reply(csv('x\r\n', { 'X-Export-Truncated': 'true' }));
    expect((await createHttpActivity(fake.api).export(NONE)).truncated).toBe(true);
  });

  it('a refusal is a RequestError with the server message, shown once', async () => {
    const fake = fakeApi();
    fake.reply(json(400, { type: 'error', message: 'fromDate must be a real date like 2026-01-31.' }));
    const error = await failure(createHttpActivity(fake.api).export({ ...NONE, from: '2024-02-30' }));
    expect(error).toMatchObject({ status: 400, message: 'fromDate must be a real date like 2026-01-31.' });
    expect(fake.notifier.error).toHaveBeenCalledOnce();
  });

  it('a success that is not a CSV file is an unexpected response, not a download', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { type: 'success', message: 'Here you go' }));
    const error = await failure(createHttpActivity(fake.api).export(NONE));
    expect(error.message).toBe('Unexpected response from server');
  });
});

describe('GET admin/activity/admins', () => {
  it('answers each admin’s id and name, in the server’s order', async () => {
    const fake = fakeApi();
    fake.reply(
      json(200, {
        type: 'success',
        message: 'ok',
        admins: [
          { _id: 'A-1', name: 'Avery Morgan' },
          { _id: 'A-2', name: 'Jordan Lee' },
        ],
      }),
    );
    const admins = await createHttpActivity(fake.api).admins();
    expect(fake.last().url).toBe('/api/admin/activity/admins');
    expect(fake.last().headers.Authorization).toBe('Bearer token-abc');
    expect(admins).toEqual([
      { id: 'A-1', name: 'Avery Morgan' },
      { id: 'A-2', name: 'Jordan Lee' },
    ]);
  });

  it('an answer without names is an unexpected response', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { type: 'success', message: 'ok', admins: [{ _id: 'A-1' }] }));
    const error = await failure(createHttpActivity(fake.api).admins());
    expect(error.message).toBe('Unexpected response from server');
  });
});
