/**
 * docs/api.md, "Refusals": one rule, one message, for every call, on every host. Each row was answered otherwise
 * before (200 and an empty list, a silently ignored parameter, "Location is required", "must be a whole
 * number of at least 1", saved whitespace).
 */
import { LOCATION_MESSAGES } from '../../../../src/domain/location-names';
import { DEMO_LOCATIONS } from '../../../../src/domain/constants';
import { beforeEach, expect, it } from 'vitest';
import { SEARCH_MAX } from '../../../../src/domain/constants';
import { DATE_RANGE_MESSAGE } from '../../../../src/domain/filters';
import { NOTES_REQUIRED } from '../../../../src/domain/notes';
import { describeEachBackend } from '../support/describe-backends';
import { signInOverWire, wireTo } from '../support/wire';

const LISTS = [
  'retrieve/admin/view-clients',
  'admin/points-transactions',
  'admin/broadcasts',
  'admin/activity',
];
const PAGED = ['admin/broadcasts', 'admin/activity'];
const UNKNOWN_LOCATION = 'location must be Mississauga or Oakville.';

const cases: [string, string, Record<string, string>, string][] = [
  ...LISTS.map((path): [string, string, Record<string, string>, string] => [
    'an unknown parameter',
    path,
    { colour: 'red' },
    'Unknown query parameter: colour.',
  ]),
  ['unknown parameters, named', 'admin/activity', { a: '1', b: '2' }, 'Unknown query parameters: a, b.'],
  [
    'a parameter on a call that reads none',
    'admin/view-client/LL100003',
    { x: '1' },
    'Unknown query parameter: x.',
  ],
  ['an unknown location', 'retrieve/admin/view-clients', { location: 'Toronto' }, UNKNOWN_LOCATION],
  ['an unknown location', 'admin/points-transactions', { location: 'Oakville,Toronto' }, UNKNOWN_LOCATION],
  [
    'an unknown status',
    'retrieve/admin/view-clients',
    { blockStatus: 'foo' },
    'blockStatus must be Active or Blocked.',
  ],
  ...LISTS.map((path): [string, string, Record<string, string>, string] => [
    'a from date after the to date',
    path,
    { fromDate: '2026-03-02', toDate: '2026-03-01' },
    DATE_RANGE_MESSAGE,
  ]),
  ...PAGED.map((path): [string, string, Record<string, string>, string] => [
    'a page past the largest',
    path,
    { page: '99999999999999999999', limit: '7' },
    'page is too large: at most 999,999.',
  ]),
  ...LISTS.map((path): [string, string, Record<string, string>, string] => [
    'a search over the maximum',
    path,
    { search: 'x'.repeat(SEARCH_MAX + 1) },
    `search can be at most ${SEARCH_MAX} characters.`,
  ]),
];

describeEachBackend('one rule for every call', (b) => {
  const call = wireTo(b.harness);
  let token: string;
  let adminId: string;
  beforeEach(async () => {
    ({ token, adminId } = await signInOverWire(b.harness));
  });

  it.each(cases)('%s on %s is refused with 400 and the message', async (_what, path, query, message) => {
    expect(await call('GET', path, { token, query })).toEqual({
      status: 400,
      body: { type: 'error', message },
    });
  });

  it('the same day as both dates is a range, not a refusal', async () => {
    const query = { fromDate: '2026-03-01', toDate: '2026-03-01' };
    expect((await call('GET', 'retrieve/admin/view-clients', { token, query })).status).toBe(200);
  });

  it('whitespace-only notes are refused as the console refuses them, and nothing is saved', async () => {
    const before = (await call('GET', 'admin/view-client/LL100003', { token })).body.notes;
    const reply = await call('PUT', 'admin/view-client/notes/LL100003', { token, body: { notes: ' \n\t ' } });
    expect(reply).toEqual({ status: 400, body: { type: 'error', message: NOTES_REQUIRED } });
    expect((await call('GET', 'admin/view-client/LL100003', { token })).body.notes).toBe(before);
  });

  it('a redeem at a location that is not one of ours says so, not "required"', async () => {
    const body = { points: 1, locationName: 'Toronto', serviceName: 'Coffee', adminId };
    const reply = await call('PUT', 'admin/view-client/redeempoints/LL100003', { token, body });
    expect(reply).toEqual({
      status: 400,
      body: { type: 'error', message: LOCATION_MESSAGES.unknown('Toronto', DEMO_LOCATIONS) },
    });
  });
});
