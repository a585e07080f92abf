/**
 * The profile photo rule, the same in the browser (a pre-check) and in the backend (the decision): at most
 * 2 MB, and a PNG, JPEG or WebP as its first bytes say, never by its name or declared type.
 */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export const IMAGE_MESSAGES = {
  missing: 'Choose an image file to upload.',
  tooLarge: 'The image is too large: the limit is 2 MB.',
  notImage: 'Only PNG, JPEG or WebP images can be uploaded.',
} as const;

/** Each type's first bytes (null: any byte). */
const SIGNATURES: readonly { type: ImageType; bytes: readonly (number | null)[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // RIFF, a 4-byte size, then WEBP.
  { type: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** The image type the content starts with, or null when it is none of the three. */
export function sniffImageType(content: Uint8Array): ImageType | null {
  const match = SIGNATURES.find(({ bytes }) =>
    bytes.every((byte, i) => i < content.length && (byte === null || content[i] === byte)),
  );
  return match?.type ?? null;
}

/** The message for an upload that is not an acceptable photo, or undefined when it is. */
export function imageProblem(content: Uint8Array): string | undefined {
  if (content.length === 0) return IMAGE_MESSAGES.missing;
  if (content.length > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return sniffImageType(content) === null ? IMAGE_MESSAGES.notImage : undefined;
}
