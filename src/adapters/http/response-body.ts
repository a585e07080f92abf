/** Marks a body that was there but was not JSON (an HTML error page, a truncated answer). */
export const NOT_JSON = Symbol('not JSON');

/** The parsed JSON body; null when the body is empty. Aborts during the read propagate. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

const field = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null && name in data
    ? (data as Record<string, unknown>)[name]
    : undefined;

/** The server's human message, if it sent one. */
export function serverMessage(data: unknown): string | undefined {
  const message = field(data, 'message');
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The server's verdict on a 2xx: `type: 'error'` means it refused despite the status. */
export const isErrorType = (data: unknown): boolean => field(data, 'type') === 'error';
