import { REFUSAL_REASONS, type RefusalReason } from '../domain/session';

/**
 * A request that did not succeed, as the application sees it: typed by what went wrong, so the UI's error
 * policy decides what the user sees without reading HTTP details. The HTTP adapter throws it; `notified` says
 * whether the user has already been shown a message for it (docs/product.md §8's toast), so no flow shows a second one.
 */
export type RequestFailure =
  /** The server refused the call (a 4xx or 5xx, or `type: error`), with its message when it sent one. */
  | 'refused'
  /** The thing asked for does not exist (404). */
  | 'not-found'
  /** Too many attempts (429): a code step locked by wrong codes, or a rate limit. */
  | 'locked'
  /** A signed-in call was answered 401: the session is over. */
  | 'session-ended'
  /** No answer at all (offline, DNS, a reset connection) or one that could not be read. */
  | 'network'
  /**
   * No answer within the time limit: the call was given up. For a change the result is unknown: the server may
   * have applied it and its answer not have come back.
   */
  | 'timeout'
  /** An answer that does not have the shape docs/product.md §7 gives it. */
  | 'malformed';

export interface RequestErrorInit {
  status: number | null;
  notified: boolean;
  /** The parsed JSON body (null when there was none). */
  response?: unknown;
  /** Defaults from the status: none is a network failure, 404 not found, 429 locked, anything else refused. */
  kind?: RequestFailure;
  cause?: unknown;
  /** A 429's `Retry-After`, in whole seconds (null when it gave none). */
  retryAfterSeconds?: number | null;
}

const kindOf = (status: number | null): RequestFailure => {
  if (status === null) return 'network';
  if (status === 404) return 'not-found';
  if (status === 429) return 'locked';
  return 'refused';
};

/** The server's human message in a JSON body, if it sent one. */
function messageIn(response: unknown): string | null {
  if (typeof response !== 'object' || response === null || !('message' in response)) return null;
  const { message } = response;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export class RequestError extends Error {
  readonly kind: RequestFailure;
  readonly status: number | null;
  readonly notified: boolean;
  readonly response: unknown;
  /** How long the server asked to wait before trying again (a 429's `Retry-After`); null when it did not say. */
  readonly retryAfterSeconds: number | null;

  constructor(message: string, init: RequestErrorInit) {
    super(message, { cause: init.cause });
    this.name = 'RequestError';
    this.kind = init.kind ?? kindOf(init.status);
    this.status = init.status;
    this.notified = init.notified;
    this.response = init.response ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }

  /** What the server said, in its own words (null when it said nothing readable). */
  get serverMessage(): string | null {
    return messageIn(this.response);
  }

  /** The refusal's `reason`, where the server gave one a client acts on (docs/api.md, Sessions); else null. */
  get reason(): RefusalReason | null {
    const { response } = this;
    if (typeof response !== 'object' || response === null || !('reason' in response)) return null;
    const known: readonly unknown[] = REFUSAL_REASONS;
    return known.includes(response.reason) ? (response.reason as RefusalReason) : null;
  }
}

export const isRequestError = (error: unknown): error is RequestError => error instanceof RequestError;

/** An aborted request (the user left the screen) is ignored silently. */
export const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/** The user was already told about this failure, or it needs no telling (an abort). */
export const alreadyShown = (error: unknown): boolean =>
  isAbort(error) || (isRequestError(error) && error.notified);

/** A code refused because the code step is locked by wrong codes (docs/product.md §10.7). */
export const isLockedCode = (error: unknown): boolean => isRequestError(error) && error.kind === 'locked';

/** The seconds a locked call said to wait (its `Retry-After`); 0 when it is no such refusal or did not say. */
export const lockedForSeconds = (error: unknown): number =>
  isLockedCode(error) && isRequestError(error) ? (error.retryAfterSeconds ?? 0) : 0;
