/** Where a kept photo is served: same origin, no token, an unguessable id (the profile's `image`). */
import { API, API_BASE, pathTo } from '../../src/contract';

export const uploadUrl = (id: string): string => `${API_BASE}${pathTo(API.getUpload, { id })}`;

/** What an upload id looks like (the generator's tokens): anything else names no photo. */
export const isUploadId = (id: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** The upload id behind a profile's `image`, or null for anything else (a data URL, '', another site). */
export function uploadIdOf(image: string): string | null {
  const prefix = uploadUrl('');
  const id = image.startsWith(prefix) ? image.slice(prefix.length) : '';
  return isUploadId(id) ? id : null;
}
