/** How a handler is declared: its route, and what it gets (the ports, the request, the clock reading, the admin). */
import { refuse } from './answers';
import { authenticate } from './authenticate';
import { readJsonBody, type Shape, type Values } from './input/body';
import type { BackendPorts } from './ports';
import { ADMIN, NOT_ALLOWED, SUPER_ADMIN, mayAct, type AdminRole } from '../domain/roles';
import type { AccountRecord, SessionRecord } from './records';
import { isChange, onceForKey } from './rules/idempotency';
import type { BackendAnswer, BackendRequest, BackendRoute, HttpVerb } from './wire';

export interface PublicCall {
  ports: BackendPorts;
  request: BackendRequest;
  /** The clock read once per request: every rule of one call judges the same instant. */
  now: number;
}

export interface AdminCall extends PublicCall {
  /** The signed-in admin. */
  actor: AccountRecord;
  /** The session the call's token belongs to. */
  session: SessionRecord;
}

export interface CoreRoute extends BackendRoute {
  /** The query parameters the call reads; any other is refused with 400 (none when absent). */
  query?: readonly string[];
  run(ports: BackendPorts, request: BackendRequest): Promise<BackendAnswer>;
}

/** Declares the query parameters a route reads (filters/queries.ts lists them beside their parsers). */
export const readingQuery = (query: readonly string[], route: CoreRoute): CoreRoute => ({ ...route, query });

const shownName = (name: string): string => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

/** One rule for every call: a query parameter it does not read is refused, named, never silently ignored. */
export function unknownQueryProblem(route: CoreRoute, request: BackendRequest): string | undefined {
  const known = route.query ?? [];
  // A bare `?` or `&&` names nothing.
  const unknown = [...new Set(request.queryNames ?? [])].filter(
    (name) => name !== '' && !known.includes(name),
  );
  if (unknown.length === 0) return undefined;
  const names = unknown.slice(0, 5).map(shownName).join(', ');
  return unknown.length === 1 ? `Unknown query parameter: ${names}.` : `Unknown query parameters: ${names}.`;
}

export const publicRoute = (
  verb: HttpVerb,
  path: string,
  handle: (call: PublicCall) => Promise<BackendAnswer>,
): CoreRoute => ({
  verb,
  path,
  access: 'public',
  run: (ports, request) => handle({ ports, request, now: ports.clock.now() }),
});

/**
 * A call for signed-in admins. `role` says who may make it (docs/api.md, Roles): ADMIN (the default) lets every
 * admin in, SUPER_ADMIN only Super Admins; anyone else is refused with 403 before the handler runs.
 */
export const adminRoute = (
  verb: HttpVerb,
  path: string,
  handle: (call: AdminCall) => Promise<BackendAnswer>,
  role: AdminRole = ADMIN,
): CoreRoute => ({
  verb,
  path,
  access: 'admin',
  role,
  async run(ports, request) {
    const now = ports.clock.now();
    const signedIn = await authenticate(ports, request.bearer, now);
    if ('status' in signedIn) return signedIn;
    if (!mayAct(signedIn.account.role, role)) return refuse(403, NOT_ALLOWED);
    const call = { ports, request, now, actor: signedIn.account, session: signedIn.session };
    // A change may carry an Idempotency-Key: it is applied at most once (rules/idempotency.ts).
    return isChange({ verb })
      ? onceForKey(call, { verb, path }, (scoped) => handle({ ...call, ports: scoped }))
      : handle(call);
  },
});

/** A call only Super Admins may make (the team, imports): `superAdminRoute('POST', 'admin/…', handle)`. */
export const superAdminRoute = (
  verb: HttpVerb,
  path: string,
  handle: (call: AdminCall) => Promise<BackendAnswer>,
): CoreRoute => adminRoute(verb, path, handle, SUPER_ADMIN);

/** A handler of a JSON body: the body is read against `shape` first, and refused with 400 and its message. */
export const withJson =
  <C extends PublicCall, S extends Shape>(
    shape: S,
    handle: (call: C, body: Values<S>) => Promise<BackendAnswer>,
  ) =>
  async (call: C): Promise<BackendAnswer> => {
    const body = readJsonBody(call.request.body, shape);
    return body.ok ? handle(call, body.value) : refuse(400, body.message);
  };
