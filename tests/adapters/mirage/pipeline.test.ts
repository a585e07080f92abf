/** How the demo host writes the core's answers: a download joined into one body, a fault while reading it a 500. */
import type { Request } from 'miragejs';
import { describe, expect, it, vi } from 'vitest';
import { createKnobBoard } from '../../../src/adapters/mirage/knobs';
import { createPipeline } from '../../../src/adapters/mirage/server/pipeline';
import type { Backend } from '../../../src/backend/backend';
import type { BackendAnswer, BackendRoute } from '../../../src/backend/wire';

const ROUTE: BackendRoute = { verb: 'GET', path: 'admin/activity/export', access: 'admin' };
const request = {
  url: '/api/admin/activity/export',
  params: {},
  queryParams: {},
  requestHeaders: {},
  requestBody: null,
} as unknown as Request;

const answering = (answer: BackendAnswer) =>
  createPipeline({
    backend: { routes: [ROUTE], handle: async () => answer, admit: async () => null } satisfies Backend,
    knobs: createKnobBoard(),
    relativePath: () => ROUTE.path,
  });

async function* pieces(...texts: (string | Error)[]): AsyncGenerator<string> {
  for (const text of texts) {
    if (text instanceof Error) throw text;
    yield text;
  }
}

describe('the demo host writing a download', () => {
  it('joins the pieces into one body, in order, under the given headers', async () => {
    const headers = { 'Content-Type': 'text/csv; charset=utf-8', 'X-Export-Truncated': 'false' };
    const dispatch = answering({
      status: 200,
      headers,
      chunks: pieces('\uFEFFa,b\r\n', '1,2\r\n', '3,4\r\n'),
    });
    const [status, sent, body] = (await dispatch(ROUTE, request)).toRackResponse();
    expect(status).toBe(200);
    expect(sent).toMatchObject(headers);
    expect(body).toBe('\uFEFFa,b\r\n1,2\r\n3,4\r\n');
  });

  it('reads each piece in a task of its own, so a long export lets the page run in between', async () => {
    // Without a pause, every piece of a store that answers at once is read in one task: the timer below
    // would wait for the last of them.
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    let pulled = 0;
    async function* untilTheTimerRuns(): AsyncGenerator<string> {
      for (; pulled < 100_000 && !timerRan; pulled += 1) yield 'x';
    }
    const dispatch = answering({
      status: 200,
      headers: { 'Content-Type': 'text/csv' },
      chunks: untilTheTimerRuns(),
    });
    const [status, , body] = (await dispatch(ROUTE, request)).toRackResponse();
    expect(status).toBe(200);
    expect(timerRan).toBe(true);
    expect(pulled).toBeLessThan(100_000);
    expect(body).toBe('x'.repeat(pulled));
  });

  it('answers 500 without details when reading a piece fails: never a short file that looks whole', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunks = pieces('\uFEFFa,b\r\n', new Error('the connection dropped'));
    const dispatch = answering({ status: 200, headers: { 'Content-Type': 'text/csv' }, chunks });
    const [status, , body] = (await dispatch(ROUTE, request)).toRackResponse();
    expect(status).toBe(500);
    expect(body).toEqual({
      type: 'error',
      message: 'The server ran into a problem. Please try again.',
    });
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
