/** How a handler is declared: its route, and what it gets (the ports, the request, the clock reading, the admin). */
import { RefusedAfterWrites, refuse } from './answers';
import { accessClaims, admitted, type SignedIn } from './authenticate';
import { contractBody, type Body, type Words } from './input/contract-body';
import type { BackendPorts, KeyClaim, SessionAccount } from './ports';
import { ADMIN, NOT_ALLOWED, SUPER_ADMIN, mayAct, type AdminRole } from '../domain/roles';
import type { AccountRecord, ApiKeyRecord, ClientRecord, SessionRecord } from './records';
import { isKeyShaped, keyActor, keyAdmission } from './rules/api-keys';
import { API_KEY_MESSAGES } from '../domain/api-keys';
import { isChange, onceForKey } from './rules/idempotency';
import { isLastUsedStale } from './rules/sessions';
import type { BackendAnswer, BackendRequest, BackendRoute } from './wire';
import { queryNames, ROLE_HEADER, type Call } from '../contract/call';

export interface PublicCall {
  ports: BackendPorts;
  request: BackendRequest;
  /** The clock read once per request: every rule of one call judges the same instant. */
  now: number;
}

export interface AdminCall extends PublicCall {
  /** The signed-in admin, or the API key acting as itself (rules/api-keys.ts: `keyActor`). */
  actor: AccountRecord;
  /** The session the call's token belongs to; null for an API key's call (sessionOf says why it is never so). */
  session: SessionRecord | null;
  /** The API key making the call, or null (an admin's session). */
  apiKey: ApiKeyRecord | null;
  /** A one-step change's Idempotency-Key claim, for its store step to keep (rules/idempotency.ts); else null. */
  key: KeyClaim | null;
}

export interface CoreRoute extends BackendRoute {
  /** The query parameters the call reads; any other is refused with 400 (none when absent). */
  query?: readonly string[];
  run(ports: BackendPorts, request: BackendRequest): Promise<BackendAnswer>;
}

/** A call anyone may make (src/contract: `caller` public or vendor). */
export type PublicContractCall = Call & { readonly caller: 'public' | 'vendor' };
/** A call of a signed-in admin (src/contract: `caller` session, admin or super-admin). */
export type AdminContractCall = Call & { readonly caller: 'session' | 'admin' | 'super-admin' };

/** What the contract says of a call's route: verb, path, the query it reads, whether it takes a CSV file. */
const routeOf = (call: Call) => ({
  verb: call.verb,
  path: call.path,
  ...(call.query ? { query: queryNames(call) } : {}),
  ...(call.request.kind === 'table' ? { body: 'table' as const } : {}),
});

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

/** A handler, and whether it keeps its Idempotency-Key in its one store step (`inOneStep`). */
type Handler<C> = ((call: C) => Promise<BackendAnswer>) & {
  readonly oneStep?: (request: BackendRequest) => boolean;
};

/**
 * Marks a change made in one store step (changeClientOnce, enrolClientOnce): its key is claimed by that step,
 * not by a transaction around the handler (docs/performance.md, "Writes"). `when` narrows it to the requests
 * that make it in one step (a client's change without If-Match: rules/versioned-change.ts).
 */
export const inOneStep = <C>(handle: Handler<C>, when: (request: BackendRequest) => boolean = () => true) =>
  Object.assign(handle, { oneStep: when });

export const publicRoute = (call: PublicContractCall, handle: Handler<PublicCall>): CoreRoute => ({
  ...routeOf(call),
  access: 'public',
  run: (ports, request) => handle({ ports, request, now: ports.clock.now() }),
});

/** The least role that may make the call: a `super-admin` call lets Super Admins only, the others every admin. */
const roleOf = (call: AdminContractCall): AdminRole => (call.caller === 'super-admin' ? SUPER_ADMIN : ADMIN);

/** What an admin call reads with its session, in one store read: the session alone, or something beside it. */
type ReadWithSession<T> = (
  ports: BackendPorts,
  sessionId: string,
  request: BackendRequest,
) => Promise<{ signedIn: SessionAccount | null; along: T }>;

/** The same thing read for an API key's call, which has no session to read it with. */
type ReadAlone<T> = (ports: BackendPorts, request: BackendRequest) => Promise<T>;

/** A session call's session: only a key's call has none, and no session call admits a key (src/contract `key`). */
export function sessionOf(call: Pick<AdminCall, 'session'>): SessionRecord {
  if (call.session === null) throw new Error('A session call was made without a session.');
  return call.session;
}

/**
 * A call for signed-in admins. The contract's `caller` says who may make it (docs/api.md, Roles); anyone else
 * is refused with 403 before the handler runs. What `read` brings along is handed to the handler only once
 * the session has been judged alive and the role allowed.
 */
function admittedRoute<T>(
  contract: AdminContractCall,
  read: { withSession: ReadWithSession<T>; alone: ReadAlone<T> },
  handle: (call: AdminCall, along: T) => Promise<BackendAnswer>,
  oneStep: (request: BackendRequest) => boolean = () => false,
): CoreRoute {
  const role = roleOf(contract);
  const { verb, path } = contract;
  return {
    ...routeOf(contract),
    access: 'admin',
    role,
    async run(ports, request) {
      const now = ports.clock.now();
      if (isKeyShaped(request.bearer)) return keyRun(ports, request, request.bearer, now);
      const claims = await accessClaims(ports, request.bearer, now);
      if ('status' in claims) return claims;
      const { signedIn: found, along } = await read.withSession(ports, claims.sid, request);
      // The role is judged in admittedRun, so that its refusal carries the caller's role too (withRole).
      const signedIn = admitted(claims, found, ADMIN, now);
      if ('status' in signedIn) return signedIn;
      return withRole(await admittedRun(ports, request, { signedIn, along, now }), signedIn.account.role);
    },
  };

  async function admittedRun(
    ports: BackendPorts,
    request: BackendRequest,
    { signedIn, along, now }: { signedIn: SignedIn; along: T; now: number },
  ): Promise<BackendAnswer> {
    // Signed-in devices shows when each session was last used: kept current at a write every few minutes.
    if (isLastUsedStale(signedIn.session, now))
      await ports.store.touchSession(signedIn.session.id, new Date(now).toISOString());
    if (!mayAct(signedIn.account.role, role)) return refuse(403, NOT_ALLOWED);
    const { account: actor, session } = signedIn;
    return handled({ ports, request, now, actor, session, apiKey: null, key: null }, along);
  }

  /**
   * An API key's call (docs/api.md, API keys): only a call the contract opens to keys (`key`), with that
   * scope; the key is read from the store on every call, so a revoke holds at once on every process.
   */
  async function keyRun(
    ports: BackendPorts,
    request: BackendRequest,
    bearer: string,
    now: number,
  ): Promise<BackendAnswer> {
    if (contract.key === undefined) return refuse(403, API_KEY_MESSAGES.notAllowed);
    const apiKey = await keyAdmission(ports, bearer, contract.key, now);
    if ('status' in apiKey) return apiKey;
    const along = await read.alone(ports, request);
    return handled({ ports, request, now, actor: keyActor(apiKey), session: null, apiKey, key: null }, along);
  }

  async function handled(call: AdminCall, along: T): Promise<BackendAnswer> {
    // A change may carry an Idempotency-Key: it is applied at most once (rules/idempotency.ts).
    try {
      return await (isChange({ verb })
        ? onceForKey(call, { verb, path }, oneStep(call.request), (keyed) => handle(keyed, along))
        : handle(call, along));
    } catch (error) {
      if (error instanceof RefusedAfterWrites) return error.answer;
      throw error;
    }
  }
}

/** The role the caller's rights are now, on the answer (src/contract: ROLE_HEADER), beside what it exposes. */
function withRole(answer: BackendAnswer, role: string): BackendAnswer {
  const rights = mayAct(role, SUPER_ADMIN) ? SUPER_ADMIN : ADMIN;
  const headers = answer.headers ?? {};
  const exposed = headers['Access-Control-Expose-Headers'];
  return {
    ...answer,
    headers: {
      ...headers,
      [ROLE_HEADER]: rights,
      'Access-Control-Expose-Headers': exposed ? `${exposed}, ${ROLE_HEADER}` : ROLE_HEADER,
    },
  };
}

export const adminRoute = (contract: AdminContractCall, handle: Handler<AdminCall>): CoreRoute =>
  admittedRoute(
    contract,
    {
      withSession: async (ports, sessionId) => ({
        signedIn: await ports.store.sessionAccount(sessionId),
        along: null,
      }),
      alone: () => Promise.resolve(null),
    },
    (call) => handle(call),
    handle.oneStep,
  );

/**
 * An admin call about one client: the client is read with the session, one round trip instead of two (a
 * server's GET one client was bound by its Node CPU per statement; docs/performance.md). `idOf` answers null
 * for an id not worth reading; the handler then gets no client. For reads only: a change reads its client
 * locked, inside its own transaction, never from before it.
 */
export const adminClientRoute = (
  contract: AdminContractCall,
  idOf: (request: BackendRequest) => string | null,
  handle: (call: AdminCall, client: ClientRecord | null) => Promise<BackendAnswer>,
): CoreRoute =>
  admittedRoute(
    contract,
    {
      async withSession(ports, sessionId, request) {
        const id = idOf(request);
        if (id === null) return { signedIn: await ports.store.sessionAccount(sessionId), along: null };
        const { signedIn, client } = await ports.store.sessionAccountWithClient(sessionId, id);
        return { signedIn, along: client };
      },
      alone: async (ports, request) => {
        const id = idOf(request);
        return id === null ? null : ports.store.clientById(id);
      },
    },
    handle,
  );

/**
 * A handler of `contract`'s JSON body: the body is read by the contract's fields first (input/contract-body.ts),
 * in the core's `words`, and refused with 400 and its message.
 */
export function withBody<C extends PublicCall, K extends Call>(
  contract: K,
  words: Words<K>,
  handle: (call: C, body: Body<K>) => Promise<BackendAnswer>,
): Handler<C> {
  const read = contractBody(contract, words);
  return async (call: C): Promise<BackendAnswer> => {
    const body = read(call.request.body);
    return body.ok ? handle(call, body.value) : refuse(400, body.message);
  };
}
