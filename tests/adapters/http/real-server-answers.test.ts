/**
 * What a real server sends that the demo never did: docs/product.md §3's optional fields as null (read as absent, and
 * never failing a whole list), and an empty 2xx body for every call whose answer docs/product.md §7 says is "not shown".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpAdminAuth } from '../../../src/adapters/http/admin-auth.http';
import { createHttpAdminProfiles } from '../../../src/adapters/http/admin-profiles.http';
import { createHttpBroadcasts } from '../../../src/adapters/http/broadcasts.http';
import { createHttpClients } from '../../../src/adapters/http/clients.http';
import type { ApiClient } from '../../../src/adapters/http/api-call';
import { fakeApi, json } from './fake-api';
import { ADMIN, CLIENT, NO_FILTERS } from './wire-fixtures';

afterEach(() => vi.unstubAllGlobals());

const ALL_CLIENTS = { ...NO_FILTERS, blockStatus: [], location: [] };
const NULLED = { ...CLIENT, reason: null, notes: null, statusLog: null };
const { reason: _r, statusLog: _s, ...WITHOUT_OPTIONALS } = CLIENT;

describe('optional fields sent as null', () => {
  it('a client list with null notes, reason and status log decodes every row, the nulls absent', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { data: { users: [NULLED, CLIENT] } }));
    const users = await createHttpClients(fake.api).list(ALL_CLIENTS);
    expect(users).toEqual([WITHOUT_OPTIONALS, CLIENT]);
    expect(Object.keys(users[0] ?? {})).not.toContain('notes');
    expect(fake.notifier.error).not.toHaveBeenCalled();
  });

  it('one client with null optional fields decodes, the nulls absent', async () => {
    const fake = fakeApi();
    fake.reply(json(200, NULLED));
    expect(await createHttpClients(fake.api).get('C-1')).toStrictEqual(WITHOUT_OPTIONALS);
  });

  it('a profile whose image is null decodes as a profile without a photo', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { admin: { ...ADMIN, image: null } }));
    expect(await createHttpAdminProfiles(fake.api).get('A-1')).toStrictEqual(ADMIN);
  });

  it('null stays refused where docs/product.md §3 has no optional field', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { data: { users: [{ ...CLIENT, name: null }] } }));
    await expect(createHttpClients(fake.api).list(ALL_CLIENTS)).rejects.toThrow(
      'Unexpected response from server',
    );
  });
});

const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
const NOT_SHOWN: readonly [string, (api: ApiClient) => Promise<unknown>][] = [
  [
    'POST admin/reset-password',
    (api) =>
      createHttpAdminAuth(api).resetPassword({ adminId: 'A-1', resetToken: 't', newPassword: 'Str0ng!pass' }),
  ],
  ['PUT admin/profile/{id}/image', (api) => createHttpAdminProfiles(api).uploadImage('A-1', PNG)],
  [
    'POST admin/view-client/addpoints/{id}',
    (api) => createHttpClients(api).addPoints('C-1', { points: 5, pointsReason: 'Visit', adminId: 'A-1' }),
  ],
  [
    'PUT admin/view-client/redeempoints/{id}',
    (api) =>
      createHttpClients(api).redeemPoints('C-1', {
        points: 5,
        locationName: 'Oakville',
        serviceName: 'Car wash',
        adminId: 'A-1',
      }),
  ],
  ['PUT admin/view-client/notes/{id}', (api) => createHttpClients(api).saveNotes('C-1', 'note')],
  ['POST admin/broadcast', (api) => createHttpBroadcasts(api).send({ message: 'Hi', adminId: 'A-1' })],
  ['POST admin/broadcast/resend/{id}', (api) => createHttpBroadcasts(api).resend('B-1', 'A-1')],
];

describe('an empty 2xx body where the answer is "not shown"', () => {
  for (const [call, run] of NOT_SHOWN) {
    for (const [what, answer] of [
      ['200 with no body', () => new Response('', { status: 200 })],
      [
        '200 JSON with no body',
        () => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ],
      ['204', () => new Response(null, { status: 204 })],
    ] as const) {
      it(`${call}: ${what} is a success`, async () => {
        const fake = fakeApi();
        fake.reply(answer());
        await expect(run(fake.api)).resolves.toBeUndefined();
        expect(fake.notifier.error).not.toHaveBeenCalled();
      });
    }
  }
});

describe('accepting an invitation', () => {
  it('the adapter shows no toast of its own: the page says "Your password is set." once', async () => {
    const fake = fakeApi({ token: null });
    fake.reply(
      json(200, { type: 'success', message: 'Your password is set. Please log in.', email: 'sam@x.io' }),
    );
    const auth = createHttpAdminAuth(fake.api);
    await expect(auth.acceptInvite({ token: 't', newPassword: 'Welcome#2026' })).resolves.toEqual({
      email: 'sam@x.io',
    });
    expect(fake.notifier.success).not.toHaveBeenCalled();
  });
});
