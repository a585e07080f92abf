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
      seen.push({
        verb: init?.method ?? 'GET',
        url,
        status: response.status,
        contentType,
        json: parsed(text),
      });
      return response;
    },
    clear: () => {
      seen.length = 0;
    },
  };
}
