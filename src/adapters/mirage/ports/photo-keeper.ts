/**
 * The demo keeps a profile photo as a data URL, downscaled to at most 512 px where the browser can draw
 * off-screen. The whole db is rewritten to localStorage on every change, so a 2 MB photo would make every
 * save slow and eat half the storage quota. Without canvas support (jsdom, old browsers) the original is kept.
 * The core has already checked the image (type by content, size).
 */
import type { PhotoKeeper } from '../../../backend/ports';

const MAX_SIDE = 512;

export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

async function downscaled(file: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return null;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1) return null;
  const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.convertToBlob({ type: file.type, quality: 0.88 });
}

export const demoPhotoKeeper: PhotoKeeper = {
  async keep(image) {
    const file = new Blob([new Uint8Array(image.bytes)], { type: image.mime });
    // A photo the browser cannot decode (a valid header over broken data) is still kept as sent.
    const small = await downscaled(file).catch(() => null);
    return readAsDataUrl(small && small.size < file.size ? small : file);
  },
};
