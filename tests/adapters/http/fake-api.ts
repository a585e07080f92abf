import { vi } from 'vitest';
import { createLoadingTracker } from '../../../src/adapters/browser/loading-tracker';
import { createApiClient } from '../../../src/adapters/http/api-client';
import type { SessionRenewal } from '../../../src/application/ports/session-renewal';
import { isRequestError, type RequestError } from '../../../src/application/request-error';

export interface RecordedRequest {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

export const json = (status: number, body: unknown): Response =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** An answer that never comes: fetch rejects as a browser's does when the server cannot be reached. */
export const unreachable = (): never => {
  throw new TypeError('Failed to fetch');
};

/** The RequestError a call was rejected with; a call that succeeds or fails otherwise fails the test. */
export async function caught(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!isRequestError(error)) throw new Error(`expected a RequestError, got ${String(error)}`);
  return error;
}

/**
 * An API client over a fake `globalThis.fetch` (stubbed, as Mirage would replace it), with spies on every
 * port it talks to. `reply` sets the next answers; `requests` records what went on the wire.
 */
export function fakeApi(
  options: {
    token?: string | null;
    baseUrl?: string;
    /** The stored token, read per request (a renewal changes it); `token` when not given. */
    readToken?: () => string | null;
    renewal?: SessionRenewal;
    timeLimitMs?: number;
  } = {},
) {
  const requests: RecordedRequest[] = [];
  let answers: (() => Response | Promise<Response>)[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({
      url: String(input),
      init,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    });
    const next = answers.shift();
    return next ? next() : json(200, { type: 'success', message: 'OK' });
  });
  vi.stubGlobal('fetch', fetchMock);

  const notifier = {
    success: vi.fn<(message: string) => void>(),
    error: vi.fn<(message: string) => void>(),
    dismissErrors: vi.fn<() => void>(),
  };
  const sessionEvents = { raiseExpired: vi.fn<() => void>() };
  const loading = createLoadingTracker();
  const api = createApiClient({
    baseUrl: options.baseUrl ?? '/api/',
    readToken: options.readToken ?? (() => (options.token === undefined ? 'token-abc' : options.token)),
    notifier,
    loading,
    sessionEvents,
    ...(options.renewal ? { renewal: options.renewal } : {}),
    ...(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs }),
  });

  return {
    api,
    requests,
    notifier,
    sessionEvents,
    loading,
    fetchMock,
    reply(...next: (Response | (() => Response | Promise<Response>))[]) {
      answers = next.map((answer) => (typeof answer === 'function' ? answer : () => answer));
    },
    last(): RecordedRequest {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was sent');
      return request;
    },
  };
}
