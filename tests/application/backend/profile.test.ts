import { beforeEach, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../../src/domain/image';
import { describeDemoOnly, describeEachBackend } from './support/describe-backends';
import { bytesAsGif, gif, jpeg, oversizedPng, png, PNG_BASE64, textAsPng, webp } from './support/images';
import { refusal } from './support/refusal';

describeEachBackend('admin profile', (backend) => {
  let adminId: string;
  beforeEach(async () => {
    ({ adminId } = await backend.signIn());
  });

  it('loads the signed-in admin', async () => {
    expect(await backend.profiles.get(adminId)).toMatchObject({
      _id: adminId,
      name: 'Avery Morgan',
      role: 'Super Admin',
    });
  });

  it.each([
    ['a PNG', png],
    ['a JPEG', jpeg],
    ['a WebP', webp],
    ['a PNG named .txt with no declared type', () => png('photo.txt', '')],
  ])('%s is taken by its content and becomes the profile image', async (_what, file) => {
    const before = (await backend.profiles.get(adminId)).image;
    await backend.profiles.uploadImage(adminId, file());
    const after = (await backend.profiles.get(adminId)).image;
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);
  });

  it.each([
    ['text renamed .png', textAsPng, IMAGE_MESSAGES.notImage],
    ['random bytes named .gif', bytesAsGif, IMAGE_MESSAGES.notImage],
    ['a GIF', gif, IMAGE_MESSAGES.notImage],
    ['a PNG over 2 MB', oversizedPng, IMAGE_MESSAGES.tooLarge],
    ['an empty file', () => new File([], 'empty.png', { type: 'image/png' }), IMAGE_MESSAGES.missing],
  ])('%s is refused with 400 and a clear message, and the photo stays', async (_what, file, message) => {
    const before = await backend.profiles.get(adminId);
    const error = await refusal(backend.profiles.uploadImage(adminId, file()));
    expect(error).toMatchObject({ status: 400, message });
    expect(await backend.profiles.get(adminId)).toEqual(before);
  });

  it("another admin's photo cannot be changed (403)", async () => {
    const error = await refusal(backend.profiles.uploadImage('64f1c0ffee0000000000a002', png()));
    expect(error.status).toBe(403);
  });
});

describeDemoOnly('the demo keeps photos in the browser', (backend) => {
  it('stores an uploaded image as a data URL of its bytes, typed by its content', async () => {
    const { adminId } = await backend.signIn();
    await backend.profiles.uploadImage(adminId, png('me.gif', 'image/gif'));
    expect((await backend.profiles.get(adminId)).image).toBe(`data:image/png;base64,${PNG_BASE64}`);
  });
});
