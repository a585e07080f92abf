import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/describe-backends';
import { png } from '../support/images';
import { signInOverWire, wireTo } from '../support/wire';

describeEachBackend('the profile on the wire', (b) => {
  const call = wireTo(b.harness);
  let token: string;
  let adminId: string;
  beforeEach(async () => {
    ({ token, adminId } = await signInOverWire(b.harness));
  });

  /** Multipart, with parts named as given (the app sends one: `image`). */
  const upload = async (parts: [string, Blob | string][]) => {
    const form = new FormData();
    for (const [name, value] of parts) form.append(name, value);
    const response = await fetch(`${b.harness.apiBase}admin/profile/${adminId}/image`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const profile = async () => (await call('GET', `admin/profile/${adminId}`, { token })).body.admin;

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

    it('takes an uploaded PNG and answers the image the profile then shows', async () => {
      const reply = await upload([['image', png()]]);
      expect(reply).toMatchObject({ status: 200, body: { type: 'success', image: expect.any(String) } });
      expect(((await profile()) as Record<string, unknown>).image).toBe(reply.body.image);
    });

    it('refuses a file that is not an image, one over 2 MB, and no file, keeping the old photo', async () => {
      const before = await profile();
      const notImage = await upload([['image', new File(['hello'], 'notes.txt', { type: 'text/plain' })]]);
      const tooBig = await upload([
        ['image', new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })],
      ]);
      const missing = await upload([['image', 'just text']]);
      expect([notImage.status, tooBig.status, missing.status]).toEqual([400, 400, 400]);
      expect(notImage.body.message).toMatch(/image/i);
      expect(tooBig.body.message).toMatch(/2 MB/);
      expect(await profile()).toEqual(before);
    });

    it('refuses a JSON body, two images, and a part with another name, keeping the old photo', async () => {
      const before = await profile();
      const json = await call('PUT', `admin/profile/${adminId}/image`, { token, body: { image: 'x' } });
      const two = await upload([
        ['image', png()],
        ['image', png()],
      ]);
      const other = await upload([
        ['image', png()],
        ['avatar', png()],
      ]);
      expect([json.status, two.status, other.status]).toEqual([400, 400, 400]);
      expect(await profile()).toEqual(before);
    });
  });
});
