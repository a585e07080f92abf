/** Every JSON answer carries `type` and a human `message` (docs/product.md §8), a refusal also a fitting 4xx status; a download, a file. */
import type { AnswerOf, Call } from '../contract/call';
import { CSV_CONTENT_TYPE } from '../domain/csv';
import type { RefusalReason } from '../domain/session';
import type { DownloadAnswer, JsonAnswer } from './wire';

/**
 * 400 bad input, wrong password or code; 401 only for a missing, tampered, foreign or expired token on an
 * admin call (the app ends the session on it); 403 forbidden; 404 unknown; 409 conflict; 422 a rule of the
 * data (balance, current status); 429 a locked code.
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 408 | 409 | 422 | 429;

/**
 * What a call's success answers beside `type` and `message`: the fields its contract's answer declares, no
 * other (a literal naming an undeclared field is a type error: tests/types/answers.test-d.ts).
 */
export type AnswerFields<C extends Call> = Omit<NonNullable<AnswerOf<C>>, 'type' | 'message'>;

/** The rest of `ok`/`created`'s arguments: the answer's fields, or none when the contract declares none. */
type Extra<C extends Call> = keyof AnswerFields<C> extends never ? [] : [extra: AnswerFields<C>];

type JsonCall<S extends 200 | 201> = Call & {
  readonly answer: { readonly kind: 'json'; readonly status: S };
};

/** 200 with `call`'s answer: only a call whose contract answers 200. */
export const ok = <C extends JsonCall<200>>(_call: C, message: string, ...extra: Extra<C>): JsonAnswer => ({
  status: 200,
  body: { type: 'success', message, ...extra[0] },
});

/** 201 with `call`'s answer: only a call whose contract answers 201. */
export const created = <C extends JsonCall<201>>(
  _call: C,
  message: string,
  ...extra: Extra<C>
): JsonAnswer => ({
  status: 201,
  body: { type: 'success', message, ...extra[0] },
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
