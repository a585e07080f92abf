import { type } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotShownAnswer } from '../../../src/adapters/http/answers.schema';
import { caught, fakeApi, json, unreachable } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

const post = {
  method: 'POST',
  path: 'admin/broadcast',
  payload: { message: 'Hi' },
  answer: NotShownAnswer,
} as const;
const get = { method: 'GET', path: 'admin/broadcasts', answer: type({}) } as const;

describe('docs/product.md §8: a non-OK answer', () => {
  it("shows the body's message as an error toast and rethrows with the status and response", async () => {
    const fake = fakeApi();
    fake.reply(json(422, { type: 'error', message: 'Points exceed the balance' }));
    const error = await caught(fake.api.send(post));
    expect(fake.notifier.error).toHaveBeenCalledExactlyOnceWith('Points exceed the balance');
    expect(error.message).toBe('Points exceed the balance');
    expect(error.status).toBe(422);
    expect(error.notified).toBe(true);
    expect(error.response).toEqual({ type: 'error', message: 'Points exceed the balance' });
  });

  it('falls back to "An error occurred" when the body has no message', async () => {
    const fake = fakeApi();
    fake.reply(json(500, { type: 'error' }));
    const error = await caught(fake.api.send(get));
    expect(fake.notifier.error).toHaveBeenCalledExactlyOnceWith('An error occurred');
    expect(error.status).toBe(500);
  });

  it('falls back to "An error occurred" when the body is not JSON at all', async () => {
    const fake = fakeApi();
    fake.reply(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(fake.api.send(get));
    expect(fake.notifier.error).toHaveBeenCalledExactlyOnceWith('An error occurred');
    expect(error.response).toBeNull();
  });
});

describe('docs/product.md §8: a 2xx answer', () => {
  it('whose type is error is thrown and shown as an error toast', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { type: 'error', message: 'Client already blocked' }));
    const error = await caught(fake.api.send(post));
    expect(error.status).toBe(200);
    expect(fake.notifier.error).toHaveBeenCalledExactlyOnceWith('Client already blocked');
    expect(fake.notifier.success).not.toHaveBeenCalled();
  });

  it("to a non-GET shows the server's message as a success toast", async () => {
    const fake = fakeApi();
    fake.reply(json(200, { type: 'success', message: 'Broadcast sent' }));
    await fake.api.send(post);
    expect(fake.notifier.success).toHaveBeenCalledExactlyOnceWith('Broadcast sent');
    expect(fake.notifier.error).not.toHaveBeenCalled();
  });

  it('to a GET shows no toast', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { type: 'success', message: 'Fetched' }));
    await fake.api.send(get);
    expect(fake.notifier.success).not.toHaveBeenCalled();
  });
});

describe('docs/product.md §8: notification turned off', () => {
  it('shows no success toast', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { type: 'success', message: 'Code resent' }));
    await fake.api.send({ ...post, notify: false });
    expect(fake.notifier.success).not.toHaveBeenCalled();
  });

  it('shows no error toast and says the user was not told, keeping the response for the flow', async () => {
    const fake = fakeApi();
    fake.reply(json(400, { type: 'error', message: 'Invalid code' }));
    const error = await caught(fake.api.send({ ...post, notify: false }));
    expect(fake.notifier.error).not.toHaveBeenCalled();
    expect(error.notified).toBe(false);
    expect(error.response).toEqual({ type: 'error', message: 'Invalid code' });
  });
});

describe('docs/product.md §8: aborted requests', () => {
  it('reject with the AbortError and show nothing', async () => {
    const fake = fakeApi();
    const controller = new AbortController();
    fake.reply(() => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error: unknown = await fake.api
      .send({ ...get, signal: controller.signal })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(fake.notifier.error).not.toHaveBeenCalled();
  });

  it('stay silent when the answer arrives after the abort', async () => {
    const fake = fakeApi();
    const controller = new AbortController();
    fake.reply(() => {
      controller.abort();
      return json(500, { message: 'Too late' });
    });
    const error: unknown = await fake.api
      .send({ ...post, signal: controller.signal })
      .catch((reason: unknown) => reason);
    expect((error as DOMException).name).toBe('AbortError');
    expect(fake.notifier.error).not.toHaveBeenCalled();
  });
});

describe('docs/product.md §8: an abort with a reason of its own', () => {
  it('still rejects with a plain AbortError and no toast', async () => {
    const fake = fakeApi();
    const controller = new AbortController();
    fake.reply(() => {
      controller.abort(new Error('left the page'));
      throw new Error('left the page');
    });
    const error: unknown = await fake.api
      .send({ ...get, signal: controller.signal })
      .catch((reason: unknown) => reason);
    expect((error as DOMException).name).toBe('AbortError');
    expect(fake.notifier.error).not.toHaveBeenCalled();
  });
});

describe('a network failure', () => {
  it('shows the generic error toast and rethrows a RequestError without a status', async () => {
    const fake = fakeApi();
    fake.reply(unreachable);
    const error = await caught(fake.api.send(post));
    expect(error.status).toBeNull();
    expect(error.notified).toBe(true);
    expect(fake.notifier.error).toHaveBeenCalledExactlyOnceWith('An error occurred');
  });
});

describe('a 401', () => {
  it('on a request that carried a token raises the session-expired event and shows no generic toast', async () => {
    const fake = fakeApi({ token: 'stale' });
    fake.reply(json(401, { type: 'error', message: 'Token expired' }));
    const error = await caught(fake.api.send(get));
    expect(fake.sessionEvents.raiseExpired).toHaveBeenCalledOnce();
    expect(fake.notifier.error).not.toHaveBeenCalled();
    expect(error.status).toBe(401);
    expect(error.notified).toBe(true);
  });

  it('on a call made outside a session (a wrong password at sign-in) is an ordinary error toast', async () => {
    const fake = fakeApi({ token: null });
    fake.reply(json(401, { type: 'error', message: 'Invalid email or password' }));
    const error = await caught(fake.api.send({ ...post, path: 'admin/email-login', outsideSession: true }));
    expect(fake.sessionEvents.raiseExpired).not.toHaveBeenCalled();
    expect(fake.notifier.error).toHaveBeenCalledExactlyOnceWith('Invalid email or password');
    expect(error.status).toBe(401);
  });

  it('on a session call sent without a token (removed from storage) ends the session like an invalid one', async () => {
    const fake = fakeApi({ token: null });
    fake.reply(json(401, { type: 'error', message: 'Sign in again.' }));
    const error = await caught(fake.api.send(post));
    expect(fake.sessionEvents.raiseExpired).toHaveBeenCalledOnce();
    expect(fake.notifier.error).not.toHaveBeenCalled();
    expect(error.kind).toBe('session-ended');
  });
});
