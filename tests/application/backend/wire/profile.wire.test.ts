import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DemoServerHandle } from '../../../src/adapters/mirage';
import { API, call, signIn, startTestServer } from './support';

let server: DemoServerHandle;
let token: string;
let adminId: string;
beforeEach(async () => {
  server = startTestServer();
  ({ token, adminId } = await signIn());
});
afterEach(() => server.shutdown());

const upload = async (file: Blob | string) => {
  const form = new FormData();
  form.append('image', file);
  const response = await fetch(`${API}admin/profile/${adminId}/image`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('profile', () => {
  it('answers the admin profile without any password field', async () => {
    const reply = await call('GET', `admin/profile/${adminId}`, { token });
    expect(reply.body).toMatchObject({
      type: 'success',
      admin: { _id: adminId, email: 'admin@loyalloop.demo', role: expect.any(String) },
    });
    expect(Object.keys(reply.body.admin as object).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
      'image',
      'location',
      'name',
      'role',
    ]);
    expect((await call('GET', 'admin/profile/64f1c0ffee0000000000a002', { token })).status).toBe(403);
    expect((await call('GET', 'admin/profile/ffffffffffffffffffffffff', { token })).status).toBe(404);
  });

  it('stores an uploaded image as a data URL', async () => {
    const reply = await upload(
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(reply.status).toBe(200);
    const profile = (await call('GET', `admin/profile/${adminId}`, { token })).body.admin as Record<
      string,
      unknown
    >;
    expect(profile.image).toBe('data:image/png;base64,iVBORw==');
  });

  it('refuses a file that is not an image, one over 2 MB, and no file, keeping the old photo', async () => {
    const before = (await call('GET', `admin/profile/${adminId}`, { token })).body.admin;
    const notImage = await upload(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const tooBig = await upload(
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
    );
    const missing = await upload('just text');
    expect([notImage.status, tooBig.status, missing.status]).toEqual([400, 400, 400]);
    expect(notImage.body.message).toMatch(/image/i);
    expect(tooBig.body.message).toMatch(/2 MB/);
    expect((await call('GET', `admin/profile/${adminId}`, { token })).body.admin).toEqual(before);
  });
});
