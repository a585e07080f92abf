/** Upload fixtures: real image headers, and files that only pretend by name or declared type. */
const bytesOf = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** A 1×1 PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const png = (name = 'me.png', type = 'image/png'): File =>
  new File([bytesOf(PNG_BASE64)], name, { type });

/** The first bytes of a JPEG (what the rule reads). */
export const jpeg = (): File =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'me.jpg', { type: 'image/jpeg' });

/** A WebP header: RIFF, size, WEBP. */
export const webp = (): File =>
  new File(
    [new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50])],
    'me.webp',
    {
      type: 'image/webp',
    },
  );

/** Text renamed .png, with an image type declared. */
export const textAsPng = (): File => new File(['hello, I am text'], 'notes.png', { type: 'image/png' });

/** Random-looking bytes named .gif (a GIF is not one of the three types either). */
export const bytesAsGif = (): File =>
  new File([Uint8Array.from({ length: 4096 }, (_, i) => (i * 73 + 11) % 256)], 'noise.gif', {
    type: 'image/gif',
  });

/** A real GIF: recognised, but not a type the profile takes. */
export const gif = (): File => new File(['GIF89a'], 'me.gif', { type: 'image/gif' });

/** A PNG header followed by enough bytes to pass 2 MB. */
export const oversizedPng = (): File => {
  const big = new Uint8Array(2 * 1024 * 1024 + 1);
  big.set(bytesOf(PNG_BASE64));
  return new File([big], 'big.png', { type: 'image/png' });
};
