/**
 * A small stand-in for the core's `Backend`, so the host is tested on its own: it echoes what the host parsed
 * and answers like the core would (4xx with a message; a throw for a fault).
 */
import type { Backend } from '../../../src/backend/backend';
import { BODY_MESSAGES } from '../../../src/backend/input/body';
import type { BackendRequest, BackendRoute, RequestBody } from '../../../src/backend/wire';

export const ROUTES: BackendRoute[] = [
  { verb: 'POST', path: 'admin/email-login', access: 'public' },
  { verb: 'POST', path: 'admin/verify-email-otp', access: 'public' },
  { verb: 'GET', path: 'retrieve/admin/view-clients', access: 'admin' },
  { verb: 'GET', path: 'admin/view-client/:id', access: 'admin' },
  { verb: 'PUT', path: 'admin/view-client/notes/:id', access: 'admin' },
  { verb: 'PUT', path: 'admin/profile/:id/image', access: 'admin' },
  { verb: 'POST', path: 'admin/fault', access: 'admin' },
  { verb: 'GET', path: 'admin/download', access: 'admin' },
];

/** Pieces of a download, the last one failing when asked (`?fail=1`), as a store fault midway would. */
async function* pieces(fail: boolean): AsyncIterable<string> {
  yield '\uFEFFa,b\r\n';
  yield '1,2\r\n';
  if (fail) throw new Error('the store went away');
  yield '3,4\r\n';
}

const describeBody = (body: RequestBody): Record<string, unknown> => {
  if (body.kind !== 'form') return { ...body };
  const files = body.files.map((f) => ({
    field: f.field,
    size: f.bytes.length,
    type: f.declaredType,
    name: f.fileName,
  }));
  return { kind: 'form', files, fields: body.fields };
};

export interface FakeBackend extends Backend {
  /** What the host handed over, newest last. */
  readonly received: BackendRequest[];
}

export function fakeBackend(): FakeBackend {
  const received: BackendRequest[] = [];
  return {
    routes: ROUTES,
    received,
    // The host's own checks are what these tests hold: every token is let in (the core's admit has its own).
    admit: async () => null,
    async handle(route, request) {
      received.push(request);
      if (request.body.kind === 'invalid')
        return { status: 400, body: { type: 'error', message: BODY_MESSAGES[request.body.problem] } };
      if (route.path === 'admin/fault') throw new Error('database password is hunter2');
      if (route.path === 'admin/download') {
        const headers = { 'Content-Type': 'text/csv; charset=utf-8', 'X-Export-Truncated': 'false' };
        return { status: 200, headers, chunks: pieces(request.query('fail') === '1') };
      }
      const rows = Number(request.query('rows')) || 0;
      return {
        status: 200,
        body: {
          type: 'success',
          message: `${route.verb} ${route.path}`,
          params: request.params,
          search: request.query('search'),
          location: request.query('location'),
          bearer: request.bearer,
          ip: request.ip,
          body: describeBody(request.body),
          rows: Array.from({ length: rows }, (_, i) => ({
            userId: `LL${100001 + i}`,
            name: 'Olivia Tremblay',
          })),
        },
      };
    },
  };
}
