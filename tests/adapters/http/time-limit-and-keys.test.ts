// docs/architecture.md, "When the server is away": every call has a time limit, every change an idempotency key, and a dialog's change
// that got no answer is worded by the dialog, not toasted.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { literal, type } from 'superstruct';
import type { ApiCall } from '../../../src/adapters/http/api-call';
import { CALL_TIME_LIMIT_MS } from '../../../src/adapters/http/api-client';
import { caught, fakeApi, json, unreachable } from './fake-api';

const answer = type({ type: literal('success') });
type Answer = { type: 'success' };
const get: ApiCall<Answer> = { method: 'GET', path: 'admin/broadcasts', answer };
const post: ApiCall<Answer> = { method: 'POST', path: 'admin/broadcast', payload: { message: 'Hi' }, answer };

/** An answer that never comes: it only ends when its request is aborted. */
const frozen = (signal: AbortSignal | null | undefined) =>
  new Promise<Response>((_, reject) => {
    if (signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the call time limit', () => {
  it('is one constant of 15 seconds', () => {
    expect(CALL_TIME_LIMIT_MS).toBe(15_000);
  });

  it('gives up a call with no answer after CALL_TIME_LIMIT_MS as a typed timeout, toasted', async () => {
    vi.useFakeTimers();
    const fake = fakeApi();
    fake.fetchMock.mockImplementation((_input, init) => frozen(init?.signal));
    const result = caught(fake.api.send(post));
    await vi.advanceTimersByTimeAsync(CALL_TIME_LIMIT_MS - 1);
    expect(fake.fetchMock).toHaveBeenCalledOnce();
    expect(fake.fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The server did not answer in time.');
    expect(fake.notifier.error).toHaveBeenCalledExactlyOnceWith('The server did not answer in time.');
    expect(fake.loading.isLoading()).toBe(false);
  });

  it('an answer within the limit is not cut', async () => {
    const fake = fakeApi({ timeLimitMs: 200 });
    fake.reply(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return json(200, { type: 'success', message: 'Sent' });
    });
    await expect(fake.api.send(get)).resolves.toMatchObject({ type: 'success' });
  });

  it('a caller’s abort stays an abort, not a timeout', async () => {
    const fake = fakeApi({ timeLimitMs: 1_000 });
    fake.fetchMock.mockImplementation((_input, init) => frozen(init?.signal));
    const controller = new AbortController();
    const sent = fake.api.send({ ...get, signal: controller.signal }).catch((reason: unknown) => reason);
    controller.abort();
    expect(((await sent) as DOMException).name).toBe('AbortError');
    expect(fake.notifier.error).not.toHaveBeenCalled();
  });
});

describe('idempotency keys', () => {
  it('every change carries a fresh Idempotency-Key; a GET none', async () => {
    const fake = fakeApi();
    await fake.api.send(post);
    await fake.api.send({ ...post, method: 'PUT' });
    await fake.api.send({ ...post, method: 'DELETE' });
    await fake.api.send(get);
    const keys = fake.requests.map((request) => request.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBeUndefined();
  });

  it('a dialog’s attempt sends its own key, the same on every try', async () => {
    const fake = fakeApi();
    const attempt = { key: 'k-123' };
    await fake.api.send({ ...post, attempt });
    await fake.api.send({ ...post, attempt });
    expect(fake.requests.map((request) => request.headers['Idempotency-Key'])).toEqual(['k-123', 'k-123']);
  });
});

describe('a read with no answer', () => {
  it('is not toasted: the page or list shows its load failure with Retry (one message)', async () => {
    const fake = fakeApi({ timeLimitMs: 30 });
    fake.reply(unreachable);
    expect((await caught(fake.api.send(get))).notified).toBe(false);
    fake.fetchMock.mockImplementation((_input, init) => frozen(init?.signal));
    expect((await caught(fake.api.send(get))).kind).toBe('timeout');
    expect(fake.notifier.error).not.toHaveBeenCalled();
  });
});

describe('a dialog’s change with no answer', () => {
  it('is not toasted: the dialog says it (the server cannot be reached)', async () => {
    const fake = fakeApi();
    fake.reply(unreachable);
    const error = await caught(fake.api.send({ ...post, attempt: { key: 'k' } }));
    expect(error.kind).toBe('network');
    expect(error.notified).toBe(false);
    expect(fake.notifier.error).not.toHaveBeenCalled();
  });

  it('is not toasted after the time limit either', async () => {
    const fake = fakeApi({ timeLimitMs: 30 });
    fake.fetchMock.mockImplementation((_input, init) => frozen(init?.signal));
    const error = await caught(fake.api.send({ ...post, attempt: { key: 'k' } }));
    expect(error.kind).toBe('timeout');
    expect(error.notified).toBe(false);
    expect(fake.notifier.error).not.toHaveBeenCalled();
  });

  it('a server refusal is still toasted (docs/product.md §8)', async () => {
    const fake = fakeApi();
    fake.reply(json(422, { type: 'error', message: 'Nope' }));
    const error = await caught(fake.api.send({ ...post, attempt: { key: 'k' } }));
    expect(error.notified).toBe(true);
    expect(fake.notifier.error).toHaveBeenCalledExactlyOnceWith('Nope');
  });
});

/** An XMLHttpRequest that never answers: the test sends its upload progress and sees whether it was aborted. */
class SilentXhr {
  static last: SilentXhr | null = null;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  aborted = false;
  status = 0;
  responseText = '';
  response = '';
  responseType = '';
  withCredentials = false;
  open(): void {}
  setRequestHeader(): void {}
  getAllResponseHeaders(): string {
    return '';
  }
  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }
  send(): void {
    SilentXhr.last = this;
  }
  abort(): void {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number): void {
    // A plain Event with ProgressEvent's fields: this suite runs in Node, which has no ProgressEvent.
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }),
    );
  }
}

describe('the time limit of an upload that reports its progress', () => {
  // The client fetches its XHR transport with the first upload; loaded here first, so the fake clock below
  // measures the upload, not a module read from disk in real time.
  beforeAll(() => import('../../../src/adapters/http/xhr-fetch'));

  it('counts from the last sign of life, not from the start: a long upload that progresses is not cut', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', SilentXhr);
    const fake = fakeApi();
    const sent: number[] = [];
    const upload = { ...post, payload: new FormData(), onUploadProgress: (f: number) => sent.push(f) };
    const result = caught(fake.api.send(upload));
    for (let i = 1; i <= 3; i += 1) {
      await vi.advanceTimersByTimeAsync(CALL_TIME_LIMIT_MS - 1000);
      SilentXhr.last?.progress(i * 10);
    }
    expect(SilentXhr.last?.aborted).toBe(false);
    expect(sent).toEqual([0.1, 0.2, 0.3]);
    await vi.advanceTimersByTimeAsync(CALL_TIME_LIMIT_MS);
    expect(SilentXhr.last?.aborted).toBe(true);
    expect((await result).kind).toBe('timeout');
  });
});
