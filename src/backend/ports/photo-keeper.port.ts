import type { StoreTx } from './store.port';

/** An image the core has already checked (type recognised by content, size within the limit). */
export interface CheckedImage {
  bytes: Uint8Array;
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
}

/**
 * Keeps a profile photo and says what the profile's `image` becomes: the demo answers a (downscaled) data
 * URL; the server stores the bytes in the database and answers a same-origin URL to an unguessable id.
 */
export interface PhotoKeeper {
  keep(image: CheckedImage, tx: StoreTx, previous: string): Promise<string>;
}
