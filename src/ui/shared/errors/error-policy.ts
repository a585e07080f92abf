/**
 * The one place that decides what the user sees when something goes wrong, beyond docs/product.md §8's toasts, which the
 * HTTP client shows through the Notifier port. Adapters throw typed errors and machines emit problems; these
 * rules turn them into words, or into silence when the user was already told.
 */
import type { FlowProblem } from '../../../application/machines/flow-problem';
import { alreadyShown, isRequestError } from '../../../application/request-error';
import { SESSION_EXPIRED_TOAST_MS } from '../../../application/ports/notifier';
import { MESSAGES } from '../../../domain/messages';

export type Flow = 'sign-in' | 'password-reset' | 'vendor-sign-up';

/** What the server said about a failure, or a plain error's own words; null when there are none. */
function serverSaid(error: unknown): string | null {
  if (isRequestError(error)) return error.serverMessage;
  return error instanceof Error && error.message.trim() !== '' ? error.message : null;
}

/**
 * The error toast for a flow's problem, or null (docs/product.md §8): code-format refusals are toasted; sign-up words its
 * own code and registration failures, whose calls turn the HTTP client's toast off; every other sign-in,
 * reset and verify failure shows no message of ours.
 */
export function flowNotice(flow: Flow, problem: FlowProblem): string | null {
  if (problem.step === 'code-format') return problem.message;
  if (flow !== 'vendor-sign-up' || alreadyShown(problem.error)) return null;
  if (problem.step === 'verify') return serverSaid(problem.error) ?? MESSAGES.invalidOtp;
  if (problem.step === 'resend') return MESSAGES.resendOtpFailed;
  return serverSaid(problem.error) ?? MESSAGES.genericError;
}

/**
 * Why a dialog's submit (or an Export CSV) failed, shown beside what was typed or as a toast: the words the
 * HTTP client would have toasted (the server's message, or its own), or null when a toast already said so.
 */
export function submitFailure(error: unknown): string | null {
  if (alreadyShown(error)) return null;
  return (isRequestError(error) && error.message) || MESSAGES.genericError;
}

/** How a change that got no answer ended: never sent or lost on the way (unreachable), or timed out (unknown). */
export type NoAnswer = 'unreachable' | 'unknown';

/**
 * Why a dialog's submit failed: words, whether the server may not have heard it (keep the key, offer Check),
 * and whether someone changed the record since it was read (`stale`: nothing saved, offer Reload).
 */
export interface SubmitProblem {
  message: string;
  noAnswer: NoAnswer | null;
  stale?: true;
}

/**
 * A change refused because the client changed since it was read (409 naming what changed: docs/api.md,
 * "Edits and versions"): nothing was saved.
 */
export const isStaleVersion = (error: unknown): error is Error =>
  isRequestError(error) &&
  error.status === 409 &&
  typeof error.response === 'object' &&
  error.response !== null &&
  'changed' in error.response;

/** The words of a change that got no answer (docs/architecture.md, "When the server is away"). */
export const NO_ANSWER = {
  unreachable: 'Not saved: the server cannot be reached. Try again.',
  unknownCheck:
    'Not saved? The server did not answer in time, so we cannot tell whether this was saved. Check the client before trying again.',
  unknown:
    'Not saved? The server did not answer in time, so we cannot tell whether this was saved. Trying again is safe: the same change is never applied twice.',
  checkFailed: 'Could not check: the server cannot be reached.',
} as const;

/** The words of a no-answer failure, by whether the dialog can check the result first. */
export const noAnswerWords = (noAnswer: NoAnswer, canCheck: boolean): string =>
  noAnswer === 'unreachable' ? NO_ANSWER.unreachable : canCheck ? NO_ANSWER.unknownCheck : NO_ANSWER.unknown;

/**
 * Why a dialog's change failed, or null when a toast already said so. A change sent with its dialog's attempt
 * is not toasted when no answer comes (the HTTP client leaves it to the dialog): one message, in the dialog.
 */
export function submitProblem(error: unknown): SubmitProblem | null {
  if (isStaleVersion(error)) return { message: error.message, noAnswer: null, stale: true };
  if (isRequestError(error) && !error.notified && error.kind === 'network')
    return { message: NO_ANSWER.unreachable, noAnswer: 'unreachable' };
  if (isRequestError(error) && !error.notified && error.kind === 'timeout')
    return { message: NO_ANSWER.unknown, noAnswer: 'unknown' };
  const message = submitFailure(error);
  return message ? { message, noAnswer: null } : null;
}

/** A block or unblock refused because the client already had that status: someone changed it first. */
export const statusConflict = (clientId: string, status: string): string =>
  `Not changed: client ${clientId} is already ${status} (changed elsewhere meanwhile). It is shown as it is now.`;

/** A console page whose code could not be downloaded. */
export const PAGE_UNREACHABLE = 'This page could not be loaded: the server cannot be reached.';

/**
 * The page's code (a lazily loaded chunk or its stylesheet) failed to download. Chromium, Firefox and Safari
 * word it differently; Vite's preload helper says "Unable to preload CSS".
 */
export const isPageLoadFailure = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

export interface LoadFailureView {
  message: string;
  /** Whether trying again can help: an id the server does not know stays unknown. */
  canRetry: boolean;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A page or list that could not be loaded, `what` being e.g. `this client` or `clients`. */
export function loadFailure(what: string, error: unknown): LoadFailureView {
  if (isRequestError(error) && error.kind === 'not-found') {
    return { message: `${capitalised(what)} was not found.`, canRetry: false };
  }
  return { message: `Could not load ${what}.`, canRetry: true };
}

export const NOTICES = {
  /** docs/product.md §8: an error toast for 10 s, about the whole app: it outlives the dialog and page it came from. */
  sessionExpired: { message: MESSAGES.sessionExpired, durationMs: SESSION_EXPIRED_TOAST_MS, appWide: true },
  loggedOut: MESSAGES.loggedOut,
  demoRestored: 'Demo data restored',
  demoNotRestored: 'The demo data could not be restored',
} as const;
