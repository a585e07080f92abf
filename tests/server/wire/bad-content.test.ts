/**
 * Bodies of the wrong kind at the wire (server on PGlite): JSON calls sent text, XML, URL-encoded or
 * multipart bodies, broken forms and broken encodings; the photo upload sent what is not one PNG, JPEG or
 * WebP of at most 2 MB. Each is a 4xx with a JSON message and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../../src/domain/image';
import { gif, png, PNG_BASE64, textAsPng } from '../../application/backend/support/images';
import { formBytes, type RawReply } from '../support/raw-http';
import { expectAllRefused, useWireServer, type WireServer } from '../support/wire-server';
import { ADMIN, CALLS, pathOf, titleOf, validBody, type WireCall } from './calls';

const MB = 1024 * 1024;
const pngBytes = Buffer.from(PNG_BASE64, 'base64');
/** A PNG header followed by zeros, `size` bytes in all. */
const bigPng = (size: number): File => {
  const bytes = new Uint8Array(size);
  bytes.set(pngBytes);
  return new File([bytes], 'big.png', { type: 'image/png' });
};
const BROKEN_FORMS: readonly [string, string, string][] = [
  ['no boundary', 'multipart/form-data', 'xx'],
  ['a body without its boundary', 'multipart/form-data; boundary=abc', 'garbage'],
  [
    'a form cut short',
    'multipart/form-data; boundary=abc',
    '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  ],
];

const sendForm = async (server: WireServer, call: WireCall, parts: [string, Blob | string][]) => {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const { body, type } = await formBytes(form);
  return server.send(call.verb, pathOf(call), { body, headers: { 'content-type': type } });
};

describe('bodies of the wrong kind (the server on PGlite)', () => {
  const wire = useWireServer();
  const upload = CALLS.find((call) => call.upload);
  if (!upload) throw new Error('The upload call is in the table.');
  const photo = (parts: [string, Blob | string][]) => () => sendForm(wire(), upload, parts);
  const raw = (call: WireCall, type: string | null, body: string | Uint8Array) => (): Promise<RawReply> =>
    wire().send(call.verb, pathOf(call), { body, headers: type === null ? {} : { 'content-type': type } });

  for (const call of CALLS.filter((c) => c.body)) {
    it(`${titleOf(call)}: text, XML, URL-encoded, untyped, multipart, broken and mis-encoded bodies are refused`, () => {
      const body = JSON.stringify(validBody(call));
      return expectAllRefused(wire(), [
        ['text/plain', raw(call, 'text/plain', body)],
        ['XML', raw(call, 'application/xml', '<points>5</points>')],
        ['URL-encoded', raw(call, 'application/x-www-form-urlencoded', 'points=5&pointsReason=x')],
        ['no content type', raw(call, null, body)],
        [
          'a multipart form of the same fields',
          () =>
            sendForm(
              wire(),
              call,
              Object.entries(validBody(call)).map(([k, v]) => [k, String(v)]),
            ),
        ],
        ...BROKEN_FORMS.map(([what, type, form]) => [what, raw(call, type, form)] as const),
        ['bytes that are not UTF-8', raw(call, 'application/json', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))],
        [
          'gzip that is not gzip',
          () =>
            wire().send(call.verb, pathOf(call), {
              body,
              headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
            }),
        ],
      ]);
    });
  }

  it('the photo: not an image, a GIF, 2 MB and a byte, 20 MB, an empty file or none, two files or more are refused', () =>
    expectAllRefused(wire(), [
      ['text named .png', photo([['image', textAsPng()]])],
      ['a GIF', photo([['image', gif()]])],
      ['2 MB and a byte', photo([['image', bigPng(2 * MB + 1)]])],
      ['20 MB', photo([['image', bigPng(20 * MB)]])],
      ['an empty file', photo([['image', new File([], 'empty.png', { type: 'image/png' })]])],
      ['text instead of a file', photo([['image', 'just text']])],
      ['no part at all', photo([])],
      [
        'two images',
        photo([
          ['image', png()],
          ['image', png()],
        ]),
      ],
      [
        'three images',
        photo([
          ['image', png()],
          ['image', png()],
          ['image', png()],
        ]),
      ],
      ['the image under another name', photo([['avatar', png()]])],
      [
        'the image and another field',
        photo([
          ['image', png()],
          ['note', 'hi'],
        ]),
      ],
      ['a JSON body', () => wire().sendJson(upload.verb, pathOf(upload), { image: PNG_BASE64 })],
      ['the PNG as the raw body', raw(upload, 'image/png', pngBytes)],
      ...BROKEN_FORMS.map(([what, type, form]) => [what, raw(upload, type, form)] as const),
    ]));

  it('the photo: the words for 2 MB and a byte and for 20 MB are the core’s, as in the demo', async () => {
    for (const size of [2 * MB + 1, 20 * MB]) {
      const reply = await photo([['image', bigPng(size)]])();
      expect([reply.status, reply.json]).toEqual([400, { type: 'error', message: IMAGE_MESSAGES.tooLarge }]);
    }
  });

  it('the photo: a hostile file name and declared type change nothing of how it is kept and served', async () => {
    const file = new File([pngBytes], '../../../etc/passwd.html', { type: 'text/html' });
    const reply = await photo([['image', file]])();
    expect(reply.status).toBe(200);
    const { image } = reply.json as { image: string };
    expect(image).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{43}$/);
    const served = await fetch(`${wire().server.origin}${image}`);
    expect([served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual([
      'image/png',
      'nosniff',
    ]);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pngBytes);
    const profile = await wire().send('GET', `admin/profile/${ADMIN}`);
    expect((profile.json as { admin: { image: string } }).admin.image).toBe(image);
  });
});
