/**
 * Anything a client can send is answered 4xx with a message, never a throw, and changes nothing: a table
 * over every route of the core, with fake ports and no host.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/backend/create-backend';
import { DEFAULT_PROGRAMME } from '../../src/domain/programme';
import type { HttpVerb, RequestBody } from '../../src/backend/wire';
import { PNG_BASE64 } from '../application/backend/support/images';
import { coreUnderTest, json, stateOf, type CallInit, type CoreUnderTest } from './support/core';

type Kind = 'text' | 'number' | 'code' | 'flag' | 'id';
interface RouteCase {
  verb: HttpVerb;
  path: string;
  params?: Record<string, string>;
  /** A body the route accepts (or refuses only for a reason of the data): each field is then spoiled alone. */
  body?: Record<string, unknown>;
  fields?: Record<string, Kind>;
  query?: Record<string, string[]>;
  admin: boolean;
}

const HUGE = 'x'.repeat(1_000_001);
const NUL = 'a\u0000b';
/** Half a surrogate pair (JSON's "\ud800"): no character at all; a database would keep U+FFFD in its place. */
const LONE_SURROGATE = 'a\ud800b';
const SPOILED: Record<Kind, unknown[]> = {
  text: [42, true, {}, [], null, HUGE, NUL, LONE_SURROGATE],
  number: ['10', true, {}, [], null, 2 ** 31, 2 ** 53 + 2, -1, 0, 1.5, 1e300],
  code: ['abcd', '12 34', 12_345, -1, 1.5, true, {}, null, HUGE],
  flag: ['yes', 1, {}, null],
  id: [42, {}, [], HUGE, NUL, LONE_SURROGATE],
};
const HOSTILE_IDS = [
  HUGE.slice(0, 10_000),
  NUL,
  "'; DROP TABLE clients;--",
  '../../etc/passwd',
  '<script>x</script>',
  '%00',
  '-1',
  'NaN',
];
const ADMIN_ID = '64f1c0ffee0000000000a001';
const BAD_DATES = [
  '2024-02-30',
  '2023-02-29',
  '2026-13-01',
  '22/11/2026',
  '2026-1-1',
  HUGE.slice(0, 5000),
  NUL,
];

/** A name, an email and a location: a registration's, an enrolment's and a client edit's fields. */
const NAME_EMAIL_LOCATION: Record<string, Kind> = { name: 'text', email: 'text', location: 'text' };
/** A client's details as enrolment and an edit take them (the phone: docs/product.md §10.24). */
const CLIENT_DETAILS = {
  body: { name: 'Ana', email: 'not-an-email', location: 'Oakville' },
  fields: { ...NAME_EMAIL_LOCATION, phone: 'text' as const },
};

/** A page and sort of a client or points list (docs/api.md, "Paged lists"). */
const LIST_WINDOW: Record<string, string[]> = {
  page: ['0', '-1', 'abc', '99999999', '1.5'],
  limit: ['0', '101', 'abc', '1e2'],
  sort: ['password', NUL, HUGE.slice(0, 2000)],
  order: ['up', NUL],
};
const ZONES = ['Mars/Olympus', NUL, HUGE.slice(0, 2000), '../../etc/passwd'];

const ACTIVITY_FILTERS: Record<string, string[]> = {
  fromDate: BAD_DATES,
  toDate: BAD_DATES,
  search: ['s'.repeat(1001), NUL],
  action: ['gift', 'points.added,nope', 'points.added;', '%', HUGE.slice(0, 5000), NUL],
  adminId: [HUGE.slice(0, 5000), NUL],
  clientId: ['L'.repeat(65), NUL],
};

const CASES: RouteCase[] = [
  {
    verb: 'POST',
    path: 'admin/email-login',
    admin: false,
    body: { email: 'admin@loyalloop.demo', password: 'Demo@1234' },
    fields: { email: 'text', password: 'text' },
  },
  {
    verb: 'POST',
    path: 'admin/verify-email-otp',
    admin: false,
    body: { adminId: ADMIN_ID, attemptId: 'a.b', otp: 1, rememberMe: true },
    fields: { adminId: 'id', attemptId: 'id', otp: 'code', rememberMe: 'flag' },
  },
  {
    verb: 'POST',
    path: 'admin/refresh-token',
    admin: false,
    body: { refreshToken: 'a.b.c' },
    fields: { refreshToken: 'text' },
  },
  {
    verb: 'POST',
    path: 'admin/forgot-password',
    admin: false,
    body: { email: 'someone@example.com' },
    fields: { email: 'text' },
  },
  {
    verb: 'POST',
    path: 'admin/verify-reset-otp',
    admin: false,
    body: { adminId: ADMIN_ID, attemptId: 'a.b', otp: 1 },
    fields: { adminId: 'id', attemptId: 'id', otp: 'code' },
  },
  {
    verb: 'POST',
    path: 'admin/reset-password',
    admin: false,
    body: { adminId: ADMIN_ID, resetToken: 'nope', newPassword: 'Strong#Pass1' },
    fields: { adminId: 'id', resetToken: 'text', newPassword: 'text' },
  },
  {
    verb: 'POST',
    path: 'admin/email-register',
    admin: false,
    body: { name: 'Iron Gym', email: 'admin@loyalloop.demo', location: 'USA' },
    fields: NAME_EMAIL_LOCATION,
  },
  {
    verb: 'POST',
    path: 'admin/request-email-otp',
    admin: false,
    body: { adminId: ADMIN_ID, attemptId: 'a.b' },
    fields: { adminId: 'id', attemptId: 'id' },
  },
  {
    verb: 'POST',
    path: 'admin/accept-invite',
    admin: false,
    body: { token: 'nope', newPassword: 'Strong#Pass1' },
    fields: { token: 'text', newPassword: 'text' },
  },
  { verb: 'POST', path: 'admin/logout', admin: true },
  {
    verb: 'POST',
    path: 'admin/change-password',
    admin: true,
    body: { currentPassword: 'not-the-password', newPassword: 'Harbour#Lights26' },
    fields: { currentPassword: 'text', newPassword: 'text' },
  },
  { verb: 'GET', path: 'admin/sessions', admin: true },
  { verb: 'DELETE', path: 'admin/sessions/:id', admin: true, params: { id: 'no-such-session' } },
  { verb: 'POST', path: 'admin/sessions/end-others', admin: true },
  { verb: 'GET', path: 'admin/team', admin: true },
  {
    verb: 'POST',
    path: 'admin/team/invite',
    admin: true,
    body: { email: 'admin@loyalloop.demo', name: 'Sam', role: 'Admin', location: 'Oakville' },
    fields: { email: 'text', name: 'text', role: 'text', location: 'text' },
  },
  { verb: 'POST', path: 'admin/team/:id/deactivate', admin: true, params: { id: ADMIN_ID } },
  { verb: 'POST', path: 'admin/team/:id/reactivate', admin: true, params: { id: 'no-such-admin' } },
  { verb: 'POST', path: 'admin/team/:id/resend-invitation', admin: true, params: { id: ADMIN_ID } },
  { verb: 'POST', path: 'admin/team/:id/revoke-invitation', admin: true, params: { id: 'no-such-admin' } },
  {
    verb: 'PUT',
    path: 'admin/team/:id',
    admin: true,
    params: { id: ADMIN_ID },
    body: { role: 'Admin', location: 'Oakville' },
    fields: { role: 'text', location: 'text' },
  },
  { verb: 'GET', path: 'admin/rewards', admin: true, query: { archived: ['yes', NUL, HUGE.slice(0, 5000)] } },
  {
    verb: 'POST',
    path: 'admin/rewards',
    admin: true,
    body: { name: 'Free coffee', points: 100, locations: ['Toronto'] },
    fields: { name: 'text', points: 'number' },
  },
  {
    verb: 'PUT',
    path: 'admin/rewards/:id',
    admin: true,
    params: { id: 'no-such-reward' },
    body: { name: 'Free coffee', points: 100 },
    fields: { name: 'text', points: 'number' },
  },
  { verb: 'POST', path: 'admin/rewards/:id/archive', admin: true, params: { id: 'no-such-reward' } },
  { verb: 'GET', path: 'admin/locations', admin: true },
  {
    verb: 'POST',
    path: 'admin/locations',
    admin: true,
    body: { name: 'Burlington' },
    fields: { name: 'text' },
  },
  {
    verb: 'PUT',
    path: 'admin/locations/:id',
    admin: true,
    params: { id: 'no-such-location' },
    body: { name: 'Bronte' },
    fields: { name: 'text' },
  },
  { verb: 'POST', path: 'admin/locations/:id/archive', admin: true, params: { id: 'no-such-location' } },
  { verb: 'GET', path: 'admin/settings', admin: true },
  {
    verb: 'PUT',
    path: 'admin/settings',
    admin: true,
    body: { timeZone: 'Asia/Tokyo' },
    fields: { timeZone: 'text' },
  },
  { verb: 'GET', path: 'admin/api-keys', admin: true },
  {
    verb: 'POST',
    path: 'admin/api-keys',
    admin: true,
    body: { name: 'Till 1 Oakville', scopes: ['clients:read'], location: 'Oakville' },
    fields: { name: 'text' },
  },
  { verb: 'POST', path: 'admin/api-keys/:id/revoke', admin: true, params: { id: 'no-such-key' } },
  { verb: 'GET', path: 'admin/profile/:id', admin: true, params: { id: ADMIN_ID } },
  { verb: 'PUT', path: 'admin/profile/:id/image', admin: true, params: { id: ADMIN_ID } },
  {
    verb: 'GET',
    path: 'retrieve/admin/view-clients',
    admin: true,
    query: {
      fromDate: BAD_DATES,
      toDate: BAD_DATES,
      search: ['s'.repeat(1001), NUL],
      location: [HUGE.slice(0, 5000)],
      blockStatus: ['Paused', 'Active,Gone'],
      ...LIST_WINDOW,
    },
  },
  {
    verb: 'GET',
    path: 'admin/clients/export',
    admin: true,
    query: { fromDate: BAD_DATES, search: [NUL], blockStatus: ['Paused'], zone: ZONES },
  },
  { verb: 'GET', path: 'admin/view-client/:id', admin: true, params: { id: 'LL100001' } },
  {
    verb: 'PUT',
    path: 'update/admin/view-client/:id/status',
    admin: true,
    params: { id: 'LL100001' },
    body: { blockStatus: 'Unknown', blockReason: 'x' },
    fields: { blockStatus: 'text', blockReason: 'text' },
  },
  {
    verb: 'POST',
    path: 'admin/view-client/addpoints/:id',
    admin: true,
    params: { id: 'LL100001' },
    body: { points: 0, pointsReason: 'x', locationName: 'Oakville', adminId: ADMIN_ID },
    fields: { points: 'number', pointsReason: 'text', locationName: 'text', adminId: 'id' },
  },
  {
    verb: 'PUT',
    path: 'admin/view-client/redeempoints/:id',
    admin: true,
    params: { id: 'LL100001' },
    body: { points: 0, locationName: 'Oakville', serviceName: 'Haircut', adminId: ADMIN_ID },
    fields: { points: 'number', locationName: 'text', serviceName: 'text', adminId: 'id' },
  },
  {
    verb: 'POST',
    path: 'admin/clients',
    admin: true,
    ...CLIENT_DETAILS,
  },
  {
    verb: 'PUT',
    path: 'admin/view-client/:id',
    admin: true,
    params: { id: 'LL100001' },
    ...CLIENT_DETAILS,
  },
  {
    verb: 'POST',
    path: 'admin/clients/import',
    admin: true,
    // The column mapping (docs/product.md §10.25): not JSON, not an array, unknown fields, huge.
    query: {
      mapping: [
        '{',
        '{"a":1}',
        '[1,2]',
        '["nope"]',
        '[null]',
        `[${'"name",'.repeat(5000)}"email"]`,
        NUL,
        HUGE.slice(0, 5000),
      ],
      update: [NUL, HUGE.slice(0, 5000)],
    },
  },
  {
    verb: 'POST',
    path: 'auth/setup-state',
    admin: false,
    body: { token: 'nope' },
    fields: { token: 'text' },
  },
  {
    verb: 'POST',
    path: 'auth/setup',
    admin: false,
    body: {
      token: 'nope',
      name: 'Ana',
      email: 'ana@example.com',
      password: 'weak',
      location: 'Oakville',
      timeZone: 'America/Toronto',
    },
    fields: {
      token: 'text',
      name: 'text',
      email: 'text',
      password: 'text',
      location: 'text',
      timeZone: 'text',
    },
  },
  {
    verb: 'PUT',
    path: 'admin/view-client/notes/:id',
    admin: true,
    params: { id: 'LL100001' },
    body: { notes: 42 },
    fields: { notes: 'text' },
  },
  {
    verb: 'GET',
    path: 'admin/points-transactions',
    admin: true,
    query: {
      fromDate: BAD_DATES,
      toDate: BAD_DATES,
      search: ['s'.repeat(1001), NUL],
      type: ['gift', 'Add;'],
      location: [NUL],
      ...LIST_WINDOW,
    },
  },
  {
    verb: 'GET',
    path: 'admin/points/export',
    admin: true,
    query: { toDate: BAD_DATES, type: ['gift'], zone: ZONES },
  },
  { verb: 'GET', path: 'admin/points-transactions/:id', admin: true, params: { id: 'TX0000001' } },
  // docs/product.md §10.28: the programme; the valid body is the default, so a save changes nothing. Its numbers
  // take 0 and decimals (spoiled values here), so they are held by the contract's own 400 cases instead.
  { verb: 'GET', path: 'admin/programme', admin: true },
  {
    verb: 'PUT',
    path: 'admin/programme',
    admin: true,
    body: { ...DEFAULT_PROGRAMME },
    fields: { rounding: 'text' },
  },
  { verb: 'GET', path: 'admin/view-client/:id/expiry', admin: true, params: { id: 'LL100001' } },
  {
    verb: 'POST',
    path: 'admin/points-transactions/:id/reverse',
    admin: true,
    params: { id: 'TX0000001' },
    body: { reason: 'Booked twice' },
    fields: { reason: 'text' },
  },
  {
    verb: 'POST',
    path: 'admin/broadcast',
    admin: true,
    body: { message: '', adminId: ADMIN_ID, location: 'Oakville' },
    fields: { message: 'text', adminId: 'id', location: 'text' },
  },
  {
    verb: 'POST',
    path: 'admin/broadcast/resend/:id',
    admin: true,
    params: { id: 'BC00001' },
    body: { adminId: 'someone-else' },
    fields: { adminId: 'id' },
  },
  {
    verb: 'GET',
    path: 'admin/broadcasts',
    admin: true,
    query: {
      fromDate: BAD_DATES,
      toDate: BAD_DATES,
      search: ['s'.repeat(1001), NUL],
      limit: ['0', 'abc', '100000', '-7', '1e3'],
      page: ['0', '-1', 'abc', '99999999'],
    },
  },
  { verb: 'GET', path: 'admin/broadcast/:id', admin: true, params: { id: 'BC00001' } },
  {
    verb: 'PUT',
    path: 'admin/view-client/:id/email-consent',
    admin: true,
    params: { id: 'LL100001' },
    body: { emailConsent: true },
    fields: { emailConsent: 'flag' },
  },
  {
    verb: 'POST',
    path: 'email/unsubscribe',
    admin: false,
    query: { token: [NUL, HUGE.slice(0, 5000), 'a.b.c', '../../etc/passwd', 'LL100001.BC00001.'] },
  },
  {
    verb: 'GET',
    path: 'admin/activity',
    admin: true,
    query: {
      ...ACTIVITY_FILTERS,
      limit: ['0', '101', 'abc', '-7', '1e2', '99999999'],
      page: ['0', '-1', 'abc', '99999999', '1.5'],
    },
  },
  { verb: 'GET', path: 'admin/activity/export', admin: true, query: ACTIVITY_FILTERS },
  { verb: 'GET', path: 'admin/activity/admins', admin: true },
  {
    verb: 'GET',
    path: 'admin/overview',
    admin: true,
    query: {
      fromDate: ['2026-02-30', 'yesterday', '2026-13-01', HUGE],
      toDate: ['2026-02-30', 'today', HUGE],
      location: ['Toronto', HUGE],
    },
  },
];

/** Each hostile request of a route, named. */
function hostileRequests(route: RouteCase): [string, Partial<CallInit>][] {
  const base = { params: route.params ?? {}, body: route.body ? json(route.body) : undefined };
  const requests: [string, Partial<CallInit>][] = [];
  const withBody = (body: RequestBody) => ({ ...base, body });
  if (route.body) {
    requests.push(['a body that is not JSON', withBody({ kind: 'invalid', problem: 'not-json' })]);
    requests.push(['a form instead of JSON', withBody({ kind: 'form', files: [], fields: { a: 'b' } })]);
    requests.push(['an extra field', withBody(json({ ...route.body, isAdmin: true }))]);
    requests.push(['a huge extra field name', withBody(json({ ...route.body, [HUGE.slice(0, 5000)]: 1 }))]);
  }
  for (const [field, kind] of Object.entries(route.fields ?? {})) {
    if (kind !== 'flag' && kind !== 'id' && route.body) {
      const { [field]: _dropped, ...rest } = route.body;
      requests.push([`no ${field}`, withBody(json(rest))]);
    }
    for (const value of SPOILED[kind])
      requests.push([
        `${field} = ${JSON.stringify(value)?.slice(0, 30)}`,
        withBody(json({ ...route.body, [field]: value })),
      ]);
  }
  if (route.params?.id)
    for (const id of HOSTILE_IDS)
      requests.push([`the id ${JSON.stringify(id.slice(0, 30))}`, { ...base, params: { id } }]);
  for (const [name, values] of Object.entries(route.query ?? {}))
    for (const value of values)
      requests.push([`${name}=${JSON.stringify(value.slice(0, 30))}`, { query: { [name]: value } }]);
  return requests;
}

const UPLOADS: [string, RequestBody][] = [
  ['JSON instead of a form', json({ image: PNG_BASE64 })],
  ['no file', { kind: 'form', files: [], fields: { image: 'text' } }],
  [
    'a text file named .png',
    {
      kind: 'form',
      files: [
        {
          field: 'image',
          bytes: new TextEncoder().encode('hello'),
          declaredType: 'image/png',
          fileName: 'a.png',
        },
      ],
      fields: {},
    },
  ],
  [
    '20 MB',
    {
      kind: 'form',
      files: [
        {
          field: 'image',
          bytes: new Uint8Array(20 * 1024 * 1024),
          declaredType: 'image/png',
          fileName: 'a.png',
        },
      ],
      fields: {},
    },
  ],
  [
    'an empty file',
    {
      kind: 'form',
      files: [{ field: 'image', bytes: new Uint8Array(0), declaredType: 'image/png', fileName: 'a.png' }],
      fields: {},
    },
  ],
  [
    'another field',
    {
      kind: 'form',
      files: [{ field: 'avatar', bytes: new Uint8Array(8), declaredType: 'image/png', fileName: 'a.png' }],
      fields: {},
    },
  ],
];

let core: CoreUnderTest;
let token: string;
beforeEach(async () => {
  core = coreUnderTest();
  token = await core.signIn();
});

async function expectRefusedAndNothingChanged(
  route: RouteCase,
  request: Partial<CallInit>,
  bearer: string | null,
) {
  const before = stateOf(core);
  const answer = await core.call(route.verb, route.path, { ...request, bearer });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body).toEqual({ type: 'error', message: expect.any(String) });
  expect(String(answer.body.message).length).toBeLessThan(200);
  expect(stateOf(core)).toEqual(before);
}

describe('every route of the core answers hostile input with 4xx and a message, and changes nothing', () => {
  it('the table covers every route', () => {
    expect(CASES.map((c) => `${c.verb} ${c.path}`).sort()).toEqual(
      ROUTES.map((r) => `${r.verb} ${r.path}`).sort(),
    );
  });

  for (const route of CASES) {
    describe(`${route.verb} ${route.path}`, () => {
      it.each(hostileRequests(route))('%s', async (_name, request) => {
        await expectRefusedAndNothingChanged(route, request, route.admin ? token : null);
      });
      if (route.admin)
        it.each([
          ['no token', null],
          ['a garbage token', 'garbage'],
          ['a 1 MB token', HUGE],
        ])('%s', async (_name, bearer) => {
          await expectRefusedAndNothingChanged(route, { params: route.params ?? {} }, bearer);
        });
    });
  }

  it.each(UPLOADS)('PUT admin/profile/:id/image refuses %s', async (_name, body) => {
    const upload = CASES.find((c) => c.path === 'admin/profile/:id/image');
    if (!upload) throw new Error('the upload route is missing from the table');
    await expectRefusedAndNothingChanged(upload, { params: { id: ADMIN_ID }, body }, token);
  });
});
