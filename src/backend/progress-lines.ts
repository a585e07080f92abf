/**
 * The import's progress lines (docs/api.md, "Importing clients"): a client that asks for
 * `application/x-ndjson` gets one JSON line per batch of rows handled, `{"type":"progress","rows":N}`, then
 * one last line, the call's JSON answer with its status added. Both hosts write them (the Node server as the
 * rows go, the demo all at once at the end); the core only reports the counts (BackendRequest.progress).
 */
import { PROGRESS_LINES_TYPE } from '../contract';
import type { JsonAnswer } from './wire';

export { PROGRESS_LINES_TYPE };

/** The Accept header asks for progress lines. */
export const wantsProgressLines = (accept: string | undefined | null): boolean =>
  (accept ?? '').toLowerCase().includes(PROGRESS_LINES_TYPE);

export const progressLine = (rows: number): string => `${JSON.stringify({ type: 'progress', rows })}\n`;

/** The answer as the last line: its body with the status it would have had as JSON. */
export const answerLine = (answer: JsonAnswer): string =>
  `${JSON.stringify({ ...answer.body, status: answer.status })}\n`;
