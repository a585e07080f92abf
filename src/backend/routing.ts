/** How a handler is declared: its route, and what it gets (the ports, the request, the clock reading, the admin). */
import { refuse } from './answers';
import { authenticate } from './authenticate';
import { readJsonBody, type Shape, type Values } from './input/body';
import type { BackendPorts } from './ports';
import { ADMIN, NOT_ALLOWED, SUPER_ADMIN, mayAct, type AdminRole } from '../domain/roles';
import type { AccountRecord, SessionRecord } from './records';
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
  run(ports: BackendPorts, request: BackendRequest): Promise<BackendAnswer>;
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
 * A call for signed-in admins. `role` says who may make it (README: Roles): ADMIN (the default) lets every
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
    return handle({ ports, request, now, actor: signedIn.account, session: signedIn.session });
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
