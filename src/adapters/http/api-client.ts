import { validate } from 'superstruct';
import type { Notifier } from '../../application/ports/notifier';
import type { SessionEvents } from '../../application/ports/session-events';
import type { SessionRenewal } from '../../application/ports/session-renewal';
import { isAbort, RequestError, type RequestFailure } from '../../application/request-error';
import { MESSAGES } from '../../domain/messages';
import type { ApiCall, ApiClient } from './api-call';
import { buildInit, buildUrl } from './request-init';
import { isErrorType, NOT_JSON, readBody, serverMessage } from './response-body';
import { fetchWithUploadProgress } from './xhr-fetch';

export interface ApiClientDeps {
  baseUrl: string;
  /** The stored admin token, read per request so a fresh sign-in is used at once. */
  readToken: () => string | null;
  notifier: Notifier;
  loading: { begin(): () => void };
  sessionEvents: Pick<SessionEvents, 'raiseExpired'>;
  /** Renews the session when a call is answered 401 (the call is then sent once more). */
  renewal?: SessionRenewal;
  /** Awaited before each request; in demo mode it starts the fake backend (once). */
  ready?: () => Promise<void>;
}

/** `RequestError.response` is the parsed JSON body (null when there was none), so a flow can read its message. */
const errorResponse = (data: unknown): unknown => (data === NOT_JSON ? null : data);

/** Always a plain AbortError, whatever reason the caller aborted with, so `isAbort` recognises it. */
const abortError = () => new DOMException('The request was aborted.', 'AbortError');

/** What a non-OK answer means to the application, by its status. */
const refusalKind = (status: number): RequestFailure =>
  status === 404 ? 'not-found' : status === 429 ? 'locked' : 'refused';

interface Failure {
  kind: RequestFailure;
  message: string;
  status: number | null;
  data: unknown;
  cause?: unknown;
}

/** The one HTTP client of SPEC §7, with the error catalogue of §8. Only toasts through the Notifier port. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const fail = (failure: Failure, notify: boolean): never => {
    if (notify) deps.notifier.error(failure.message);
    throw new RequestError(failure.message, {
      kind: failure.kind,
      status: failure.status,
      notified: notify,
      response: errorResponse(failure.data),
      cause: failure.cause,
    });
  };

  /** Runs one step of the exchange; a network failure becomes the generic error, an abort stays silent. */
  async function step<R>(
    signal: AbortSignal | undefined,
    notify: boolean,
    run: () => Promise<R>,
  ): Promise<R> {
    try {
      return await run();
    } catch (error) {
      if (isAbort(error) || signal?.aborted) throw abortError();
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
      return fail(network, call.notify !== false);
    }
    // The session logic shows "Session Expired! Please Login." and signs out; no generic toast here.
    deps.sessionEvents.raiseExpired();
    throw new RequestError(MESSAGES.sessionExpired, {
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
    try {
      const response = await step(call.signal, notify, async () => {
        await deps.ready?.();
        // Read at call time: the demo backend replaces globalThis.fetch when it starts.
        const url = buildUrl(deps.baseUrl, call);
        const init = buildInit(call, token);
        return call.onUploadProgress
          ? fetchWithUploadProgress(url, init, call.onUploadProgress)
          : globalThis.fetch(url, init);
      });
      const data = await step(call.signal, notify, () => (call.read ?? readBody)(response));
      // The user left the screen while the answer arrived: stay silent, as for any abort.
      if (call.signal?.aborted) throw abortError();
      const { status } = response;
      // With a token or without (removed, or never read): a session call refused 401 is the session's end.
      if (status === 401 && !call.outsideSession) {
        return await afterUnauthorised(call, { retried, sentWith: token, data });
      }
      const message = serverMessage(data);
      if (!response.ok || isErrorType(data))
        return fail(
          { kind: refusalKind(status), message: message ?? MESSAGES.genericError, status, data },
          notify,
        );
      const [invalid, decoded] = validate(data, call.answer);
      if (invalid)
        return fail(
          { kind: 'malformed', message: MESSAGES.unexpectedResponse, status, data, cause: invalid },
          notify,
        );
      if (notify && call.method !== 'GET' && message) deps.notifier.success(message);
      return decoded;
    } finally {
      done();
    }
  }

  return { send };
}
