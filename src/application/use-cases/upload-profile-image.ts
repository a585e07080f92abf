import type { AdminProfiles } from '../ports/admin-profiles';
import { done, refused } from './outcome';
import type { Outcome } from './outcome';

export const IMAGE_ONLY = 'Please choose an image file (PNG, JPEG, GIF or WebP).';

/** Only an image is sent, as a single file (SPEC §5); anything else is refused before the request. */
export async function uploadProfileImage(
  profiles: AdminProfiles,
  adminId: string,
  file: Blob,
): Promise<Outcome<string>> {
  if (!file.type.startsWith('image/')) return refused(IMAGE_ONLY);
  await profiles.uploadImage(adminId, file);
  return done();
}
