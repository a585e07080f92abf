/** Where a kept photo is served: same origin, no token, an unguessable id (the profile's `image`). */
export const UPLOADS_ROUTE = '/api/uploads/:id';

export const uploadUrl = (id: string): string => `/api/uploads/${encodeURIComponent(id)}`;

/** What an upload id looks like (the generator's tokens): anything else names no photo. */
export const isUploadId = (id: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** The upload id behind a profile's `image`, or null for anything else (a data URL, '', another site). */
export function uploadIdOf(image: string): string | null {
  const id = /^\/api\/uploads\/(.*)$/.exec(image)?.[1] ?? '';
  return isUploadId(id) ? id : null;
}
