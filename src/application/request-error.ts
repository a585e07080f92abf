/**
 * A request that did not succeed, as the application sees it. The HTTP adapter throws it;
 * `notified` says whether the user has already been shown a message for it, so no flow shows a second one.
 */
export class RequestError extends Error {
  readonly status: number | null;
  readonly notified: boolean;
  readonly response: unknown;

  constructor(
    message: string,
    init: { status: number | null; notified: boolean; response?: unknown; cause?: unknown },
  ) {
    super(message, { cause: init.cause });
    this.name = 'RequestError';
    this.status = init.status;
    this.notified = init.notified;
    this.response = init.response;
  }
}

export const isRequestError = (error: unknown): error is RequestError => error instanceof RequestError;

/** An aborted request (the user left the screen) is ignored silently. */
export const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
