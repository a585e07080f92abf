/** Reads a JSON body against the fields a call takes: anything missing, extra or mistyped is refused. */
import type { RequestBody, UploadedFile } from '../wire';
import { bad, good, type Field, type Read } from './fields';
import { JSON_DEPTH_MAX, type InvalidBody } from './json-text';

export type Shape = Record<string, Field<unknown>>;
export type Values<S extends Shape> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

export const NOT_JSON = 'The request body is not valid JSON.';
export const BODY_MESSAGES: Record<InvalidBody['problem'], string> = {
  'not-json': NOT_JSON,
  'not-object': 'The request body must be a JSON object.',
  'too-deep': `The request body nests deeper than ${JSON_DEPTH_MAX} levels.`,
  'not-text': 'The request body is neither JSON text nor a form.',
  'not-utf8': 'The request body is not valid UTF-8 text.',
};
export const ONE_FILE = 'Send one image at a time.';

const named = (key: string): string => (key.length > 40 ? `${key.slice(0, 40)}…` : key);

/**
 * Half a surrogate pair (JSON's `"\ud800"`) is no character: PostgreSQL would keep U+FFFD in its place while
 * the demo kept it as sent, so the text a client sent is refused rather than changed (docs/api.md, Refusals).
 */
export const BROKEN_TEXT = 'Text cannot contain half a surrogate pair (U+D800 to U+DFFF): send whole characters.';
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether any text of a parsed body, a key or a value at any depth, holds a lone surrogate. */
function holdsBrokenText(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsBrokenText);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, inner]) => LONE_SURROGATE.test(key) || holdsBrokenText(inner));
  return false;
}

/** Fields are checked in the shape's order, so the first message is the one a form would show first. */
export function readJsonBody<S extends Shape>(body: RequestBody, shape: S): Read<Values<S>> {
  if (body.kind === 'invalid') return bad(BODY_MESSAGES[body.problem]);
  if (body.kind === 'form') return bad('This call takes a JSON body, not a form.');
  const sent = body.kind === 'json' ? body.value : {};
  if (holdsBrokenText(sent)) return bad(BROKEN_TEXT);
  const extra = Object.keys(sent).find((key) => !Object.hasOwn(shape, key));
  if (extra !== undefined) return bad(`Unexpected field: ${named(extra)}.`);
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const read = field.read(sent[key]);
    if (!read.ok) return read;
    values[key] = read.value;
  }
  return good(values as Values<S>);
}

/** The one file of a multipart upload in `field`; any other part is refused. */
export function readSingleFile(body: RequestBody, field: string, missing: string): Read<UploadedFile> {
  if (body.kind !== 'form') return body.kind === 'invalid' ? bad(BODY_MESSAGES[body.problem]) : bad(missing);
  const extra = [...Object.keys(body.fields), ...body.files.map((f) => f.field)].find(
    (name) => name !== field,
  );
  if (extra !== undefined) return bad(`Unexpected field: ${named(extra)}.`);
  const [file, ...more] = body.files;
  if (file === undefined) return bad(missing);
  return more.length > 0 ? bad(ONE_FILE) : good(file);
}
