/** What arrived, as the core's `BackendRequest` (src/backend/wire.ts). */
import type { FastifyRequest } from 'fastify';
import type { BackendRequest, BackendRoute, RequestBody, UploadedFile } from '../../../src/backend/wire';
import { bearerOf } from '../../../src/backend/input/bearer';
import { parsedJson } from '../plugins/body-parsers';
import { tableBody } from './csv-upload';
import { readingForm } from './broken-form';

const texts = (value: unknown): Record<string, string | string[]> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string | string[]] =>
            typeof entry[1] === 'string' ||
            (Array.isArray(entry[1]) && entry[1].every((v) => typeof v === 'string')),
        ),
      )
    : {};

/** A header as one text (repeated: comma-joined, which no valid key contains), or null when absent. */
const headerText = (value: string | string[] | undefined): string | null =>
  value === undefined ? null : Array.isArray(value) ? value.join(',') : value;

/**
 * A call whose request has no body: Fastify never reads a GET's body, so such calls are routed in a scope of
 * their own without the body parsers (the multipart plugin hooks every request of its scope twice) and without
 * the request decompression hook: per-request work a GET paid for nothing (docs/performance.md, "GET one
 * client: where a server's time goes").
 */
export const takesNoBody = (route: BackendRoute): boolean => route.verb === 'GET';

/** The form's files and fields; a file past the limit arrives cut one byte past it (body-parsers.ts). */
async function formBody(request: FastifyRequest): Promise<RequestBody> {
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  await readingForm(async () => {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = new Uint8Array(await part.toBuffer());
        files.push({ field: part.fieldname, bytes, declaredType: part.mimetype, fileName: part.filename });
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  });
  return { kind: 'form', files, fields };
}

export async function backendRequest(
  route: BackendRoute,
  request: FastifyRequest,
  uploadIdleMs: number,
): Promise<BackendRequest> {
  const query = texts(request.query);
  const params = texts(request.params);
  return {
    verb: route.verb,
    params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
    query: (name) => {
      const value = query[name];
      return Array.isArray(value) ? value.join(',') : (value ?? '');
    },
    body: takesNoBody(route)
      ? { kind: 'none' }
      : !request.isMultipart()
        ? (parsedJson(request.body) ?? { kind: 'none' })
        : route.body === 'table'
          ? await tableBody(request, uploadIdleMs)
          : await formBody(request),
    bearer: bearerOf(request.headers.authorization),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    queryNames: typeof request.query === 'object' && request.query !== null ? Object.keys(request.query) : [],
    idempotencyKey: headerText(request.headers['idempotency-key']),
    ifMatch: headerText(request.headers['if-match']),
  };
}
