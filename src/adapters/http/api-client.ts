import { validate } from 'superstruct';
import type { Notifier } from '../../application/ports/notifier';
import type { SessionEvents } from '../../application/ports/session-events';
import type { SessionRenewal } from '../../application/ports/session-renewal';
import { isAbort, RequestError, type RequestFailure } from '../../application/request-error';
import { MESSAGES } from '../../domain/messages';
import { isAdminRole } from '../../domain/roles';
import { ROLE_HEADER } from '../../contract/call';
import type { ApiCall, ApiClient } from './api-call';
import { buildInit, buildUrl } from './request-init';
import { isErrorType, NOT_JSON, readBody, serverMessage } from './response-body';

/** How long any API call may take before the console stops waiting and says so (docs/architecture.md, "When the server is away"). */
export const CALL_TIME_LIMIT_MS = 15_000;

export interface ApiClientDeps {
  baseUrl: string;
  /** The stored admin token, read per request so a fresh sign-in is used at once. */
  readToken: () => string | null;
  notifier: Notifier;
  loading: { begin(): () => void };
  /** `raiseRole`: the role an admin call's answer says the caller has now (src/contract: ROLE_HEADER). */
  sessionEvents: Pick<SessionEvents, 'raiseExpired'> & Partial<Pick<SessionEvents, 'raiseRole'>>;
  /** Renews the session when a call is answered 401 (the call is then sent once more). */
  renewal?: SessionRenewal;
  /** Awaited before each request; in demo mode it starts the fake backend (once). */
  ready?: () => Promise<void>;
  /** How long a call may take before it is given up as timed out: CALL_TIME_LIMIT_MS unless a test says. */
  timeLimitMs?: number;
  /** Sends the request: globalThis.fetch (read per call, as the demo backend replaces it) unless a test wraps it. */
  fetch?: typeof globalThis.fetch;
}

/** `RequestError.response` is the parsed JSON body (null when there was none), so a flow can read its message. */
const errorResponse = (data: unknown): unknown => (data === NOT_JSON ? null : data);

/** Always a plain AbortError, whatever reason the caller aborted with, so `isAbort` recognises it. */
const abortError = () => new DOMException('The request was aborted.', 'AbortError');

/** What a non-OK answer means to the application, by its status. */
const refusalKind = (status: number): RequestFailure =>
  status === 404 ? 'not-found' : status === 429 ? 'locked' : 'refused';

interface TimeLimit {
  /** Aborts the request at the limit, or when the caller aborts. */
  signal: AbortSignal;
  expired(): boolean;
  /** A sign of life (an upload's progress, a progress line): the limit counts again from now. */
  restart(): void;
  stop(): void;
}

/** The call's own time limit, joined with the caller's signal (closing a dialog aborts its request). */
function timeLimit(ms: number, caller: AbortSignal | undefined): TimeLimit {
  const controller = new AbortController();
  let expired = false;
  const expire = () => {
    expired = true;
    controller.abort();
  };
  let timer = setTimeout(expire, ms);
  const follow = () => controller.abort();
  if (caller?.aborted) follow();
  caller?.addEventListener('abort', follow);
  return {
    signal: controller.signal,
    expired: () => expired,
    restart() {
      if (expired) return;
      clearTimeout(timer);
      timer = setTimeout(expire, ms);
    },
    stop() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}

interface Failure {
  kind: RequestFailure;
  message: string;
  status: number | null;
  data: unknown;
  cause?: unknown;
  retryAfterSeconds?: number | null;
}

/**
 * `Retry-After` in whole seconds: a number of seconds, or an HTTP date from `now`; null when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The one HTTP client of docs/product.md §7, with the error catalogue of §8. Only toasts through the Notifier port. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const fail = (failure: Failure, notify: boolean): never => {
    if (notify) deps.notifier.error(failure.message);
    throw new RequestError(failure.message, {
      kind: failure.kind,
      status: failure.status,
      notified: notify,
      response: errorResponse(failure.data),
      cause: failure.cause,
      retryAfterSeconds: failure.retryAfterSeconds ?? null,
    });
  };

  /**
   * Runs one step of the exchange: past the time limit it is a timeout, a network failure becomes the generic
   * error, and the caller's abort stays silent. No toast for either on a read (the page or list shows its load
   * failure with Retry) or on a dialog's change (the dialog words it): one message, where the admin looks.
   */
  async function step<R>(
    call: Pick<ApiCall<unknown>, 'notify' | 'attempt' | 'signal' | 'method'>,
    limit: TimeLimit,
    run: () => Promise<R>,
  ): Promise<R> {
    try {
      return await run();
    } catch (error) {
      const notify = call.notify !== false && call.attempt === undefined && call.method !== 'GET';
      if (limit.expired()) {
        const timeout = { kind: 'timeout', message: MESSAGES.timedOut, status: null, data: null } as const;
        return fail({ ...timeout, cause: error }, notify);
      }
      if (isAbort(error) || call.signal?.aborted) throw abortError();
      const network = { kind: 'network', message: MESSAGES.genericError, status: null, data: null } as const;
      return fail({ ...network, cause: error }, notify);
    }
  }

  /** A session call answered 401: renew once and send it again, or the session is over. */
  async function afterUnauthorised<T>(
    call: ApiCall<T>,
    { retried, sentWith, data }: { retried: boolean; sentWith: string | null; data: unknown },
  ): Promise<T> {
    // Renewed by a call answered before this one: the stored token is already the new one.
    const renewedMeanwhile = deps.readToken() !== null && deps.readToken() !== sentWith;
    const outcome =
      retried || !deps.renewal ? 'ended' : renewedMeanwhile ? 'renewed' : await deps.renewal.renew();
    if (outcome === 'renewed') return send(call, true);
    if (outcome === 'unreachable') {
      const network = { kind: 'network', message: MESSAGES.genericError, status: null, data: null } as const;
      return fail(network, call.notify !== false && call.attempt === undefined);
    }
    // The session logic shows "Session Expired! Please Login." (or that the account was deactivated) and
    // signs out; no generic toast here.
    const deactivated = outcome === 'deactivated';
    deps.sessionEvents.raiseExpired(deactivated ? 'deactivated' : 'expired');
    throw new RequestError(deactivated ? MESSAGES.accountDeactivated : MESSAGES.sessionExpired, {
      kind: 'session-ended',
      status: 401,
      notified: true,
      response: errorResponse(data),
    });
  }

  async function send<T>(call: ApiCall<T>, retried = false): Promise<T> {
    const notify = call.notify !== false;
    const token = deps.readToken();
    const done = deps.loading.begin();
    const limit = timeLimit(deps.timeLimitMs ?? CALL_TIME_LIMIT_MS, call.signal);
    try {
      const response = await step(call, limit, async () => {
        await deps.ready?.();
        // Read at call time: the demo backend replaces globalThis.fetch when it starts.
        const url = buildUrl(deps.baseUrl, call);
        const init = buildInit({ ...call, signal: limit.signal }, token);
        const { onUploadProgress, onAnswerText } = call;
        if (!onUploadProgress) return (deps.fetch ?? globalThis.fetch)(url, init);
        // A long upload or import is alive while it progresses: the limit is on silence, not on its length.
        const progressed = (fraction: number) => {
          limit.restart();
          onUploadProgress(fraction);
        };
        const answered = (text: string) => {
          limit.restart();
          onAnswerText?.(text);
        };
        // Fetched with the first upload: the sign-in page and most screens never send one.
        const { fetchWithUploadProgress } = await import('./xhr-fetch');
        return fetchWithUploadProgress(url, init, progressed, answered);
      });
      const data = await step(call, limit, () => (call.read ?? readBody)(response));
      // The user left the screen while the answer arrived: stay silent, as for any abort.
      if (call.signal?.aborted) throw abortError();
      const status = call.statusIn?.(data) ?? response.status;
      const role = call.outsideSession ? null : response.headers.get(ROLE_HEADER);
      if (role !== null && isAdminRole(role)) deps.sessionEvents.raiseRole?.(role);
      // With a token or without (removed, or never read): a session call refused 401 is the session's end.
      if (status === 401 && !call.outsideSession) {
        return await afterUnauthorised(call, { retried, sentWith: token, data });
      }
      const message = serverMessage(data);
      // A stale version's 409 is worded by the dialog that sent it (with its Reload), not toasted.
      const worded = status === 409 && call.ifMatch !== undefined;
      if (status < 200 || status > 299 || isErrorType(data))
        return fail(
          {
            kind: refusalKind(status),
            message: message ?? MESSAGES.genericError,
            status,
            data,
            retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After')),
          },
          notify && !worded,
        );
      const [invalid, decoded] = validate(data, call.answer);
      if (invalid)
        return fail(
          { kind: 'malformed', message: MESSAGES.unexpectedResponse, status, data, cause: invalid },
          notify,
        );
      if (notify && call.method !== 'GET' && message) deps.notifier.success(message);
      const tag = response.headers.get('ETag');
      if (tag !== null) call.onTag?.(tag);
      return decoded;
    } finally {
      limit.stop();
      done();
    }
  }

  return { send: (call) => send(call) };
}
