/** Every JSON answer carries `type` and a human `message` (docs/product.md §8), a refusal also a fitting 4xx status; a download, a file. */
import { CSV_CONTENT_TYPE } from '../domain/csv';
import type { RefusalReason } from '../domain/session';
import type { DownloadAnswer, JsonAnswer } from './wire';

/**
 * 400 bad input, wrong password or code; 401 only for a missing, tampered, foreign or expired token on an
 * admin call (the app ends the session on it); 403 forbidden; 404 unknown; 409 conflict; 422 a rule of the
 * data (balance, current status); 429 a locked code.
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 408 | 409 | 422 | 429;

export const ok = (message: string, extra: Record<string, unknown> = {}): JsonAnswer => ({
  status: 200,
  body: { type: 'success', message, ...extra },
});

export const created = (message: string, extra: Record<string, unknown> = {}): JsonAnswer => ({
  status: 201,
  body: { type: 'success', message, ...extra },
});

export const refuse = (status: RefusalStatus, message: string, reason?: RefusalReason): JsonAnswer => ({
  status,
  body: reason === undefined ? { type: 'error', message } : { type: 'error', message, reason },
});

/**
 * Thrown by a change refused after it wrote (an import whose file breaks midway): the throw undoes every write
 * of the call, its Idempotency-Key claim included, and the route answers `answer` (routing.ts). A refusal
 * simply returned would be kept with what was written when the change runs inside its key's transaction.
 */
export class RefusedAfterWrites extends Error {
  constructor(readonly answer: JsonAnswer) {
    super('refused after writes');
  }
}

/** Ids are echoed shortened: an answer never repeats a huge hostile path back. */
const shown = (id: string): string => (id.length > 40 ? `${id.slice(0, 40)}…` : id);

export const notFound = (what: string, id: string): JsonAnswer =>
  refuse(404, `${what} ${shown(id)} was not found.`);

/** What every host answers when the core throws (a fault on our side, never the client's): 500, no details. */
export const SERVER_FAULT: JsonAnswer = {
  status: 500,
  body: { type: 'error', message: 'The server ran into a problem. Please try again.' },
};

/** Headers a script on another origin may read (the console reads the file's name and whether it was cut). */
const EXPOSED = 'Content-Disposition, X-Export-Truncated';

/** A CSV file to save, never to show: kept out of caches, as the trail is nobody else's business. */
export const csvDownload = (
  fileName: string,
  truncated: boolean,
  chunks: AsyncIterable<string>,
): DownloadAnswer => ({
  status: 200,
  headers: {
    'Content-Type': CSV_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
    'X-Export-Truncated': String(truncated),
    'Access-Control-Expose-Headers': EXPOSED,
  },
  chunks,
});
