/** How a flow reads a failed request: whether the user was already told, and what the server said. */
import { isAbort, isRequestError } from '../request-error';

/** The HTTP adapter toasts a failure unless the call turned notification off; aborts are silent. */
export const wasNotified = (error: unknown): boolean =>
  isAbort(error) || (isRequestError(error) && error.notified);

/** The message of the server's JSON answer, or of a plain error, if there is one. */
export function serverMessage(error: unknown): string | null {
  if (isRequestError(error)) {
    const { response } = error;
    if (typeof response === 'object' && response !== null && 'message' in response) {
      const { message } = response;
      return typeof message === 'string' && message.trim() ? message : null;
    }
    return null;
  }
  return error instanceof Error && error.message.trim() ? error.message : null;
}
