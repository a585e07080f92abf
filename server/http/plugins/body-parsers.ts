/**
 * What a body may be: JSON up to 1 MB, or a multipart form. JSON that does not parse is handed to the core as
 * an `invalid` body (the core words the answer, as in the demo); bodies too large or of another type are
 * refused by the host (error-handler.ts). The photo's rules (one file, 2 MB, its type) are the core's: the host
 * only bounds what it reads, one file and one byte past each of the core's limits, so the core sees what
 * breaks its rule and answers as it does in the demo, and a 20 MB upload is never held in memory.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { jsonBodyOf, tooDeep } from '../../../src/backend/input/json-text';
import type { RequestBody } from '../../../src/backend/wire';
import { MAX_IMAGE_BYTES } from '../../../src/domain/image';

export const JSON_LIMIT_BYTES = 1024 * 1024;
/** A one-click unsubscribe's form is a few bytes. */
const FORM_LIMIT_BYTES = 1024;

/** Our parser's results by the `request.body` it set: a tag no client can forge by what it sends. */
const parsed = new WeakMap<object, RequestBody>();
function tagged(body: RequestBody): object {
  const tag = {};
  parsed.set(tag, body);
  return tag;
}

/** The body our JSON parser made of the request, or null when it did not run (no body, or a form). */
export const parsedJson = (body: unknown): RequestBody | null =>
  (typeof body === 'object' && body !== null && parsed.get(body)) || null;

/**
 * JSON is UTF-8 (RFC 8259): bytes that are not are refused, where a lenient decoding would hand the core U+FFFD
 * in their place and the store would keep text the client never sent. A leading byte order mark is dropped.
 */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
function utf8Text(raw: string | Buffer): string | null {
  if (typeof raw === 'string') return raw;
  try {
    return strictUtf8.decode(raw);
  } catch {
    return null;
  }
}

export async function bodyParsers(app: FastifyInstance): Promise<void> {
  // Fastify's own parser, for its guard against __proto__ and constructor.prototype keys.
  const parse = app.getDefaultJsonParser('error', 'error');
  // Only JSON and forms: Fastify's text/plain parser would hand the core a string it never expects.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: JSON_LIMIT_BYTES },
    (request, raw, done) => {
      const text = utf8Text(raw);
      if (text === null) return done(null, tagged({ kind: 'invalid', problem: 'not-utf8' }));
      if (text.length === 0) return done(null, tagged({ kind: 'none' }));
      // Bounded before Fastify's parser walks it: a deep body never reaches a recursive step (docs/api.md, "Refusals").
      const deep = tooDeep(text);
      if (deep) return done(null, tagged(deep));
      parse(request, text, (error, value: unknown) =>
        done(null, tagged(error ? { kind: 'invalid', problem: 'not-json' } : jsonBodyOf(value))),
      );
    },
  );
  // A mail reader's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form: read as
  // "not JSON", so that call (which reads only its query) answers it, and every JSON call refuses it with 400.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, _raw, done) => done(null, tagged({ kind: 'invalid', problem: 'not-json' })),
  );
  await app.register(multipart, {
    // A file past the limit arrives cut at it (never an error), for the core to refuse by its own rule.
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_IMAGE_BYTES + 1,
      files: 2,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 11,
      headerPairs: 100,
    },
  });
}
