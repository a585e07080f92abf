/**
 * Every call of the core's route table (src/backend/create-backend.ts), as the wire suites send it: a real id
 * of the demo data for `:id`, and each JSON field the contract declares for the call's body, with its kind and
 * a value of the right kind (calls-contract.test.ts holds the rows to src/contract).
 */
import type { HttpVerb } from '../../../src/backend/wire';

/** `list`: a JSON array of texts (a key's scopes, a reward's locations); `numbersByName`: an object of numbers. */
export type FieldKind = 'text' | 'number' | 'code' | 'flag' | 'list' | 'numbersByName';

export interface BodyField {
  kind: FieldKind;
  valid: unknown;
  /** The call reads it as absent when missing (adminId, rememberMe). */
  optional?: true;
  /** null is a value of its own (an expiry that is off), so it is no wrong type. */
  orNull?: true;
  /** The values of EXTREME_NUMBERS (values.ts) the field takes: a rate of 0 or 0.5, a bonus of 0. */
  takes?: readonly number[];
}

export interface WireCall {
  verb: HttpVerb;
  /** As in the route table, with `:id`. */
  route: string;
  id?: string;
  body?: Record<string, BodyField>;
  query?: string[];
  upload?: true;
  /** Answers a file (CSV), not JSON, when it succeeds. */
  download?: true;
}

/** The demo admin (src/backend/seed/accounts.ts). */
export const ADMIN = '64f1c0ffee0000000000a001';
/** The demo's second admin, an Admin (src/backend/seed/accounts.ts). */
const SECOND_ADMIN = '64f1c0ffee0000000000a002';

const text = (valid: string): BodyField => ({ kind: 'text', valid });
/** A number the rule takes from 0 up, fractions too (points per dollar, a point's value in cents). */
const fractionFromZero = (valid: number): BodyField => ({ kind: 'number', valid, takes: [0.5, 0] });
const actingAdmin: BodyField = { kind: 'text', valid: ADMIN, optional: true };
const otp: BodyField = { kind: 'code', valid: 1234 };
const TRAIL_FILTERS = ['search', 'fromDate', 'toDate', 'action', 'adminId', 'clientId'];
const CLIENT_FILTERS = ['search', 'fromDate', 'toDate', 'blockStatus', 'location'];
const POINTS_FILTERS = ['search', 'fromDate', 'toDate', 'location', 'type', 'clientId'];
/** Not sent with the valid body: beside a phone the email may be left out, so `without email` would be taken. */
const PHONE: BodyField = { kind: 'text', valid: undefined, optional: true };
/** A reward, new or changed (docs/product.md §10.23): offered at Oakville only. */
const REWARD: Record<string, BodyField> = {
  name: text('Free coffee'),
  points: { kind: 'number', valid: 100 },
  locations: { kind: 'list', valid: ['Oakville'], optional: true },
};
/** A paged, sorted read of the clients or points list (docs/api.md, Paged lists). */
const LIST_VIEW = ['page', 'limit', 'sort', 'order'];

export const CALLS: readonly WireCall[] = [
  {
    verb: 'POST',
    route: 'admin/email-login',
    body: { email: text('admin@loyalloop.demo'), password: text('x') },
  },
  {
    verb: 'POST',
    route: 'admin/verify-email-otp',
    body: {
      adminId: text(ADMIN),
      attemptId: text('attempt'),
      otp,
      rememberMe: { kind: 'flag', valid: false, optional: true },
    },
  },
  { verb: 'POST', route: 'admin/refresh-token', body: { refreshToken: text('a.b.c') } },
  { verb: 'POST', route: 'admin/forgot-password', body: { email: text('admin@loyalloop.demo') } },
  {
    verb: 'POST',
    route: 'admin/verify-reset-otp',
    body: { adminId: text(ADMIN), attemptId: text('attempt'), otp },
  },
  {
    verb: 'POST',
    route: 'admin/reset-password',
    body: { adminId: text(ADMIN), resetToken: text('spent'), newPassword: text('Str0ng!pass') },
  },
  {
    verb: 'POST',
    route: 'admin/email-register',
    body: { name: text('Bean There'), email: text('owner@beanthere.example'), location: text('Canada') },
  },
  {
    verb: 'POST',
    route: 'admin/request-email-otp',
    body: { adminId: text(ADMIN), attemptId: text('attempt') },
  },
  { verb: 'GET', route: 'admin/profile/:id', id: ADMIN },
  { verb: 'PUT', route: 'admin/profile/:id/image', id: ADMIN, upload: true },
  {
    verb: 'GET',
    route: 'retrieve/admin/view-clients',
    query: [...CLIENT_FILTERS, ...LIST_VIEW],
  },
  { verb: 'GET', route: 'admin/clients/export', query: [...CLIENT_FILTERS, 'zone'], download: true },
  { verb: 'GET', route: 'admin/view-client/:id', id: 'LL100001' },
  {
    verb: 'PUT',
    route: 'update/admin/view-client/:id/status',
    id: 'LL100001',
    body: { blockReason: text('Paid late'), blockStatus: text('Blocked') },
  },
  {
    verb: 'POST',
    route: 'admin/clients',
    body: {
      name: text('Ana Lima'),
      email: text('ana.wire@example.com'),
      location: text('Oakville'),
      phone: PHONE,
      // 0 is a valid opening balance (enrol.test.ts has the others).
      points: { kind: 'number', valid: 0, optional: true, takes: [0] },
      pointsReason: { kind: 'text', valid: '', optional: true },
      emailConsent: { kind: 'flag', valid: true, optional: true },
    },
  },
  {
    verb: 'PUT',
    route: 'admin/view-client/:id',
    id: 'LL100001',
    body: {
      name: text('Ana Lima'),
      email: text('ana.wire@example.com'),
      phone: PHONE,
      location: text('Oakville'),
    },
  },
  { verb: 'POST', route: 'admin/clients/import', query: ['dryRun', 'mapping', 'update'] },
  { verb: 'POST', route: 'auth/setup-state', body: { token: text('nope') } },
  {
    verb: 'POST',
    route: 'auth/setup',
    body: {
      token: text('nope'),
      name: text('Ana Lima'),
      email: text('ana@example.com'),
      password: text('Str0ng!pass'),
      location: text('Oakville'),
      timeZone: text('America/Toronto'),
    },
  },
  {
    verb: 'POST',
    route: 'admin/view-client/addpoints/:id',
    id: 'LL100001',
    body: {
      points: { kind: 'number', valid: 5 },
      // docs/product.md §10.28: an amount spent instead of points (with points beside it, refused).
      amount: { kind: 'number', valid: undefined, optional: true },
      pointsReason: text('Visit'),
      // Optional: left out, the admin's own location (docs/product.md §10.30).
      locationName: { kind: 'text', valid: 'Oakville', optional: true },
      adminId: actingAdmin,
    },
  },
  {
    verb: 'PUT',
    route: 'admin/view-client/redeempoints/:id',
    id: 'LL100001',
    body: {
      points: { kind: 'number', valid: 1 },
      locationName: text('Oakville'),
      serviceName: text('Car wash'),
      adminId: actingAdmin,
      // docs/product.md §10.23: a catalogue reward's id; left out, a redemption of any amount.
      rewardId: { kind: 'text', valid: undefined, optional: true },
    },
  },
  {
    verb: 'PUT',
    route: 'admin/view-client/notes/:id',
    id: 'LL100001',
    body: { notes: text('Prefers email') },
  },
  {
    verb: 'GET',
    route: 'admin/points-transactions',
    query: [...POINTS_FILTERS, ...LIST_VIEW],
  },
  { verb: 'GET', route: 'admin/points/export', query: [...POINTS_FILTERS, 'zone'], download: true },
  { verb: 'GET', route: 'admin/points-transactions/:id', id: 'TX0000001' },
  { verb: 'GET', route: 'admin/programme' },
  {
    verb: 'PUT',
    route: 'admin/programme',
    body: {
      pointsPerDollar: fractionFromZero(1),
      rounding: text('down'),
      visitBonus: { kind: 'number', valid: 0, takes: [0] },
      // docs/product.md §10.28: a location's own rate, by its name.
      ratesByLocation: { kind: 'numbersByName', valid: { Oakville: 2 }, takes: [0.5, 0] },
      expiryMonths: { kind: 'number', valid: 12, orNull: true },
      pointValueCents: fractionFromZero(1),
    },
  },
  { verb: 'GET', route: 'admin/view-client/:id/expiry', id: 'LL100001' },
  {
    verb: 'POST',
    route: 'admin/points-transactions/:id/reverse',
    id: 'TX0000001',
    body: { reason: text('Booked twice') },
  },
  { verb: 'GET', route: 'admin/broadcasts', query: ['search', 'fromDate', 'toDate', 'limit', 'page'] },
  { verb: 'GET', route: 'admin/broadcast/:id', id: 'BC00001' },
  {
    verb: 'POST',
    route: 'admin/broadcast',
    body: {
      message: text('Double points today'),
      adminId: actingAdmin,
      // docs/product.md §10.27: one location's clients only; left out, every location's.
      location: { kind: 'text', valid: 'Oakville', optional: true },
    },
  },
  { verb: 'POST', route: 'admin/broadcast/resend/:id', id: 'BC00001', body: { adminId: actingAdmin } },
  {
    verb: 'PUT',
    route: 'admin/view-client/:id/email-consent',
    id: 'LL100001',
    body: { emailConsent: { kind: 'flag', valid: true } },
  },
  { verb: 'POST', route: 'email/unsubscribe', query: ['token'] },
  { verb: 'GET', route: 'admin/activity', query: [...TRAIL_FILTERS, 'limit', 'page'] },
  { verb: 'GET', route: 'admin/activity/export', query: TRAIL_FILTERS, download: true },
  { verb: 'GET', route: 'admin/activity/admins' },
  { verb: 'GET', route: 'admin/overview', query: ['fromDate', 'toDate', 'location'] },
  { verb: 'POST', route: 'admin/logout' },
  {
    verb: 'POST',
    route: 'admin/change-password',
    body: { currentPassword: text('not-the-password'), newPassword: text('Harbour#Lights26') },
  },
  { verb: 'GET', route: 'admin/sessions' },
  { verb: 'DELETE', route: 'admin/sessions/:id', id: 'no-such-session' },
  { verb: 'POST', route: 'admin/sessions/end-others' },
  { verb: 'GET', route: 'admin/team' },
  {
    verb: 'POST',
    route: 'admin/team/invite',
    body: {
      email: text('sam.wire@example.com'),
      name: text('Sam Lee'),
      role: text('Admin'),
      location: text('Oakville'),
    },
  },
  { verb: 'GET', route: 'admin/api-keys' },
  {
    verb: 'POST',
    route: 'admin/api-keys',
    body: {
      name: text('Till 1 Oakville'),
      scopes: { kind: 'list', valid: ['clients:read', 'points:write'] },
      location: { kind: 'text', valid: 'Oakville', optional: true },
    },
  },
  { verb: 'POST', route: 'admin/api-keys/:id/revoke', id: 'no-such-key' },
  { verb: 'POST', route: 'admin/team/:id/deactivate', id: SECOND_ADMIN },
  { verb: 'POST', route: 'admin/team/:id/reactivate', id: SECOND_ADMIN },
  { verb: 'POST', route: 'admin/team/:id/resend-invitation', id: SECOND_ADMIN },
  { verb: 'POST', route: 'admin/team/:id/revoke-invitation', id: SECOND_ADMIN },
  {
    verb: 'PUT',
    route: 'admin/team/:id',
    id: SECOND_ADMIN,
    body: { role: text('Admin'), location: text('Oakville') },
  },
  { verb: 'GET', route: 'admin/rewards', query: ['archived'] },
  { verb: 'POST', route: 'admin/rewards', body: REWARD },
  { verb: 'PUT', route: 'admin/rewards/:id', id: 'no-such-reward', body: REWARD },
  { verb: 'POST', route: 'admin/rewards/:id/archive', id: 'no-such-reward' },
  { verb: 'GET', route: 'admin/locations' },
  { verb: 'POST', route: 'admin/locations', body: { name: text('Burlington') } },
  { verb: 'PUT', route: 'admin/locations/:id', id: 'no-such-location', body: { name: text('Bronte') } },
  { verb: 'POST', route: 'admin/locations/:id/archive', id: 'no-such-location' },
  { verb: 'GET', route: 'admin/settings' },
  { verb: 'PUT', route: 'admin/settings', body: { timeZone: text('Asia/Tokyo') } },
  {
    verb: 'POST',
    route: 'admin/accept-invite',
    body: { token: text('nope'), newPassword: text('Str0ng!pass') },
  },
];

export const titleOf = (call: WireCall): string => `${call.verb} ${call.route}`;

/** The call's path after /api/, with `id` (default: the call's real one) percent-encoded or as given raw. */
export const pathOf = (call: WireCall, rawId?: string): string =>
  call.route.replace(':id', rawId ?? encodeURIComponent(call.id ?? ''));

/** The body with every field at its valid value. */
export const validBody = (call: WireCall): Record<string, unknown> =>
  Object.fromEntries(Object.entries(call.body ?? {}).map(([name, field]) => [name, field.valid]));
