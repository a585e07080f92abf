/**
 * Keeps every answer the contract suite sees (the HTTP client's fetch, wrapped), so each can be checked
 * against the OpenAPI document generated from the contract (openapi-answers.ts).
 */
export interface SeenAnswer {
  verb: string;
  url: string;
  status: number;
  contentType: string;
  /** The body read as JSON, or undefined when it was not JSON (a CSV file, an empty body). */
  json: unknown;
}

export interface AnswerRecorder {
  readonly seen: readonly SeenAnswer[];
  fetch: typeof globalThis.fetch;
  clear(): void;
}

/** A progress-lines answer (the import's) is its last line, which carries the call's status. */
const lastLine = (text: string): unknown => parsed(text.trimEnd().split('\n').at(-1) ?? '');
const statusOf = (json: unknown): number | undefined => {
  const status: unknown = typeof json === 'object' && json !== null ? Reflect.get(json, 'status') : undefined;
  return typeof status === 'number' ? status : undefined;
};

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
      const lines = contentType.includes('application/x-ndjson');
      const json = lines ? lastLine(text) : parsed(text);
      seen.push({
        verb: init?.method ?? 'GET',
        url,
        status: (lines ? statusOf(json) : undefined) ?? response.status,
        contentType: lines ? 'application/json' : contentType,
        json,
      });
      return response;
    },
    clear: () => {
      seen.length = 0;
    },
  };
}
