import { IMAGE_MESSAGES, imageProblem, MAX_IMAGE_BYTES } from '../../domain/image';
import type { AdminProfiles } from '../ports/admin-profiles';
import { done, refused } from './outcome';
import type { Outcome } from './outcome';

/**
 * Only a photo is sent, as a single file (docs/product.md §5): the one photo rule (domain/image.ts) checks its size and
 * its first bytes before the request, as the backend does after it; the name and declared type prove nothing.
 */
export async function uploadProfileImage(
  profiles: AdminProfiles,
  adminId: string,
  file: Blob,
): Promise<Outcome<string>> {
  // Checked first, so a huge file is never read into memory.
  if (file.size > MAX_IMAGE_BYTES) return refused(IMAGE_MESSAGES.tooLarge);
  const problem = imageProblem(new Uint8Array(await file.arrayBuffer()));
  if (problem) return refused(problem);
  await profiles.uploadImage(adminId, file);
  return done();
}
