/** What arrived at Mirage, as the core reads it: JSON or multipart body, query values, the bearer token. */
import type { Request } from 'miragejs';
import { bearerOf } from '../../../backend/input/bearer';
import { jsonBodyOf, tooDeep } from '../../../backend/input/json-text';
import type { BackendRequest, BackendRoute, RequestBody, UploadedFile } from '../../../backend/wire';
import { tableOf } from './csv-table';

async function readForm(form: FormData): Promise<RequestBody> {
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') fields[field] = value;
    else
      files.push({
        field,
        bytes: new Uint8Array(await value.arrayBuffer()),
        declaredType: value.type,
        fileName: value.name,
      });
  }
  return { kind: 'form', files, fields };
}

/** A client file (a route taking a table): its `file` part, read by the CSV parser instead of whole. */
function readTable(form: FormData): RequestBody {
  const file = form.get('file');
  return file instanceof File ? tableOf(file) : { kind: 'none' };
}

async function readBody(route: BackendRoute, raw: unknown): Promise<RequestBody> {
  const isForm = typeof FormData !== 'undefined' && raw instanceof FormData;
  if (isForm && route.body === 'table') return readTable(raw);
  if (isForm) return readForm(raw);
  if (raw === null || raw === undefined || raw === '') return { kind: 'none' };
  if (typeof raw !== 'string') return { kind: 'invalid', problem: 'not-text' };
  const deep = tooDeep(raw);
  if (deep) return deep;
  try {
    return jsonBodyOf(JSON.parse(raw));
  } catch {
    return { kind: 'invalid', problem: 'not-json' };
  }
}

/** A query value as one string ('' when absent); repeated keys are joined like the UI's comma lists. */
function queryValue(request: Request, name: string): string {
  const value = request.queryParams[name];
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'string' ? value : '';
}

/** Header names keep the case they were sent with (a `Headers` instance arrives lower-cased). */
export const header = (request: Request, wanted: string): string | undefined =>
  Object.entries(request.requestHeaders ?? {}).find(([name]) => name.toLowerCase() === wanted)?.[1];

export async function toBackendRequest(route: BackendRoute, request: Request): Promise<BackendRequest> {
  return {
    verb: route.verb,
    params: request.params,
    query: (name) => queryValue(request, name),
    body: await readBody(route, request.requestBody),
    bearer: bearerOf(header(request, 'authorization')),
    queryNames: Object.keys(request.queryParams ?? {}),
    idempotencyKey: header(request, 'idempotency-key') ?? null,
    ifMatch: header(request, 'if-match') ?? null,
    // The demo runs in the visitor's own browser: there is no remote address to record.
    ip: null,
    // Mirage answers inside the page: the browser's own user agent is the request's.
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
}
