/**
 * Keeps every answer the contract suite sees (the HTTP client's fetch, wrapped), so each can be checked
 * against the OpenAPI document generated from the contract (openapi-answers.ts).
 */
import { PROGRESS_LINES_TYPE } from '../../../../src/contract';

export interface SeenAnswer {
  verb: string;
  url: string;
  status: number;
  contentType: string;
  /** The body read as JSON, or undefined when it was not JSON (a CSV file, an empty body). */
  json: unknown;
  /** Progress lines (the import's, application/x-ndjson): each line read as JSON; absent for other answers. */
  lines?: unknown[];
}

export interface AnswerRecorder {
  readonly seen: readonly SeenAnswer[];
  fetch: typeof globalThis.fetch;
  clear(): void;
}

/** Each line of a progress-lines answer (the import's), checked one by one against the document. */
const linesOf = (text: string): unknown[] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(parsed);

const parsed = (text: string): unknown => {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

export function createAnswerRecorder(): AnswerRecorder {
  const seen: SeenAnswer[] = [];
  return {
    seen,
    async fetch(input, init) {
      // Read per call: the demo backend replaces globalThis.fetch when it starts.
      const response = await globalThis.fetch(input, init);
      const contentType = response.headers.get('content-type') ?? '';
      const text = contentType.includes('json') ? await response.clone().text() : '';
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const lines = contentType.includes(PROGRESS_LINES_TYPE);
      seen.push({
        verb: init?.method ?? 'GET',
        url,
        status: response.status,
        contentType,
        json: lines ? undefined : parsed(text),
        ...(lines ? { lines: linesOf(text) } : {}),
      });
      return response;
    },
    clear: () => {
      seen.length = 0;
    },
  };
}
