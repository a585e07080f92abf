/** Every answer carries `type` and a human `message` (SPEC §8); failures also a fitting status. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export const ok = (message: string, extra: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { type: 'success', message, ...extra },
});

export const created = (message: string, extra: Record<string, unknown> = {}): Answer => ({
  status: 201,
  body: { type: 'success', message, ...extra },
});

export const fail = (status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500, message: string): Answer => ({
  status,
  body: { type: 'error', message },
});

export const notFound = (what: string, id: string): Answer => fail(404, `${what} ${id} was not found.`);
