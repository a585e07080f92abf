/**
 * What makes two requests "the same" for an idempotency key: the verb, the path with its ids and the body,
 * digested (FNV-1a, twice with different offsets: 64 bits, plenty to tell one admin's requests apart; it is
 * no defence against a forger, who could only confuse their own key). A client's version tag uses it too.
 */
import type { BackendRequest, BackendRoute, RequestBody } from '../wire';

export function fnv1a(text: string, offset: number): string {
  let hash = offset >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const bytesText = (bytes: Uint8Array): string => {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
};

function bodyText(body: RequestBody): string {
  switch (body.kind) {
    case 'json':
      return `json:${JSON.stringify(body.value)}`;
    case 'form':
      return `form:${JSON.stringify(body.fields)}:${body.files
        .map((f) => `${f.field}/${f.fileName}/${f.declaredType}/${bytesText(f.bytes)}`)
        .join('|')}`;
    case 'none':
      return 'none';
    case 'invalid':
      return `invalid:${body.problem}`;
    // A streamed file cannot be read twice: its name stands for it, so a retry of one upload is recognised.
    case 'table':
      return `table:${body.fileName}`;
  }
}

export function fingerprintOf(route: Pick<BackendRoute, 'verb' | 'path'>, request: BackendRequest): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(request.params[name] ?? ''),
  );
  const text = `${route.verb} ${path}\n${bodyText(request.body)}`;
  return `${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x050c5d1f)}`;
}
