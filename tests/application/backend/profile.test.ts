import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refusal, startBackend, type Backend } from './harness';

let backend: Backend;
let adminId: string;
beforeEach(async () => {
  backend = startBackend();
  ({ adminId } = await backend.signIn());
});
afterEach(() => backend.server.shutdown());

describe('admin profile against the fake backend', () => {
  it('loads the signed-in admin', async () => {
    expect(await backend.profiles.get(adminId)).toMatchObject({
      _id: adminId,
      name: 'Avery Morgan',
      role: 'Super Admin',
    });
  });

  it('stores an uploaded image (as a data URL) that the profile then shows', async () => {
    await backend.profiles.uploadImage(adminId, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect((await backend.profiles.get(adminId)).image).toBe(`data:image/gif;base64,${btoa('GIF89a')}`);
  });

  it('refuses a non-image and an image over 2 MB with a clear message', async () => {
    const text = await refusal(
      backend.profiles.uploadImage(adminId, new File(['x'], 'a.pdf', { type: 'application/pdf' })),
    );
    const big = await refusal(
      backend.profiles.uploadImage(adminId, new Blob([new Uint8Array(3_000_000)], { type: 'image/png' })),
    );
    expect(text).toMatchObject({ status: 400, message: expect.stringMatching(/image/i) });
    expect(big).toMatchObject({ status: 400, message: expect.stringMatching(/2 MB/) });
  });
});
