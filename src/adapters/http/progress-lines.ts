/**
 * Reading the import's progress lines (docs/api.md, "Importing clients"): one JSON line per batch of rows
 * handled, `{"type":"progress","rows":N}`, then the call's JSON answer with its status. A host that answers
 * plain JSON instead (an older server, a refusal before any line) is read as JSON.
 */
import { PROGRESS_LINES_TYPE } from '../../contract';
import { NOT_JSON, readBody } from './response-body';

export { PROGRESS_LINES_TYPE };

const parsed = (line: string): unknown => {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return NOT_JSON;
  }
};

const isProgress = (value: unknown): value is { type: 'progress'; rows: number } =>
  typeof value === 'object' &&
  value !== null &&
  Reflect.get(value, 'type') === 'progress' &&
  typeof Reflect.get(value, 'rows') === 'number';

/** The rows of the newest whole progress line in the text so far, or null before the first one. */
export function rowsSoFar(text: string): number | null {
  const lines = text.split('\n').slice(0, -1).reverse();
  for (const line of lines) {
    const value = parsed(line);
    if (isProgress(value)) return value.rows;
  }
  return null;
}

/** The answer's body: the last line of progress lines, or the JSON body as it is. */
export async function readProgressAnswer(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes(PROGRESS_LINES_TYPE)) return readBody(response);
  const lines = (await response.text()).split('\n').filter((line) => line.trim() !== '');
  const last = lines.at(-1);
  return last === undefined || isProgress(parsed(last)) ? NOT_JSON : parsed(last);
}

/** The status a progress-lines answer carries in its last line (null for a plain JSON answer). */
export const statusInLastLine = (data: unknown): number | null => {
  const status: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'status') : null;
  return typeof status === 'number' ? status : null;
};
