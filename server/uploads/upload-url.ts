/** Where a kept photo is served: same origin, no token, an unguessable id (the profile's `image`). */
export const UPLOADS_ROUTE = '/api/uploads/:id';

export const uploadUrl = (id: string): string => `/api/uploads/${encodeURIComponent(id)}`;

/** The upload id behind a profile's `image`, or null for anything else (a data URL, '', another site). */
export function uploadIdOf(image: string): string | null {
  const match = /^\/api\/uploads\/([A-Za-z0-9_-]+)$/.exec(image);
  return match?.[1] ?? null;
}
