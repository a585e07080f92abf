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
  /** Waits for the streamed answers still being read into `seen`. */
  settled(): Promise<void>;
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

/** A socket closed under a request before any answer came back: the request never reached the server. */
const resetBeforeAnswer = (error: unknown): boolean => {
  const cause = error instanceof TypeError ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET';
};

/**
 * A browser sends a request again, once, when the kept-alive connection it reused is reset before any answer
 * (the server closed it as the request left); Node's fetch does not, and the suite stands in for the console
 * in a browser. Seen under CI's load after a long upload, once in some 5,000 cases.
 */
async function fetchAsABrowserWould(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // Read per call: the demo backend replaces globalThis.fetch when it starts.
  try {
    return await globalThis.fetch(input, init);
  } catch (error) {
    if (!resetBeforeAnswer(error) || init?.body instanceof ReadableStream) throw error;
    return globalThis.fetch(input, init);
  }
}

export function createAnswerRecorder(): AnswerRecorder {
  const seen: SeenAnswer[] = [];
  const pending: Promise<void>[] = [];
  return {
    seen,
    settled: async () => {
      await Promise.allSettled(pending.splice(0));
    },
    async fetch(input, init) {
      const response = await fetchAsABrowserWould(input, init);
      const contentType = response.headers.get('content-type') ?? '';
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const answer = { verb: init?.method ?? 'GET', url, status: response.status, contentType };
      if (contentType.includes(PROGRESS_LINES_TYPE)) {
        // Handed on at once: the app reads the lines as they come (its time limit counts from the last one).
        pending.push(
          response
            .clone()
            .text()
            .then((text) => void seen.push({ ...answer, json: undefined, lines: linesOf(text) })),
        );
        return response;
      }
      const text = contentType.includes('json') ? await response.clone().text() : '';
      seen.push({ ...answer, json: parsed(text) });
      return response;
    },
    clear: () => {
      seen.length = 0;
    },
  };
}
