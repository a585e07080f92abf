import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpBroadcasts } from '../../../src/adapters/http/broadcasts.http';
import { createHttpClients } from '../../../src/adapters/http/clients.http';
import { createHttpAdminAuth } from '../../../src/adapters/http/admin-auth.http';
import { isRequestError } from '../../../src/application/request-error';
import { fakeApi, json } from './fake-api';
import { CLIENT, NO_FILTERS } from './wire-fixtures';

afterEach(() => vi.unstubAllGlobals());

const ALL_CLIENTS = { ...NO_FILTERS, blockStatus: [], location: [] };

async function expectUnexpectedResponse(
  promise: Promise<unknown>,
  notifier: { error: (message: string) => void },
) {
  const error: unknown = await promise.catch((reason: unknown) => reason);
  expect(isRequestError(error)).toBe(true);
  expect((error as Error).message).toBe('Unexpected response from server');
  expect(notifier.error).toHaveBeenCalledExactlyOnceWith('Unexpected response from server');
}

describe('a malformed answer is rejected with a clear error', () => {
  it('when the list is missing', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { users: [CLIENT] }));
    await expectUnexpectedResponse(createHttpClients(fake.api).list(ALL_CLIENTS), fake.notifier);
  });

  it('when a field has the wrong type', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { ...CLIENT, points: '120' }));
    await expectUnexpectedResponse(createHttpClients(fake.api).get('C-1'), fake.notifier);
  });

  it('when the block status is not one of the known values', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { ...CLIENT, blockStatus: 'Frozen' }));
    await expectUnexpectedResponse(createHttpClients(fake.api).get('C-1'), fake.notifier);
  });

  it('when the tokens are missing after a verified code', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { accessToken: 'at', adminId: 'A-1' }));
    await expectUnexpectedResponse(
      createHttpAdminAuth(fake.api).verifyLoginCode({
        adminId: 'A-1',
        attemptId: 'T-1',
        otp: 1234,
        rememberMe: false,
      }),
      fake.notifier,
    );
  });

  it('when a success body is not JSON', async () => {
    const fake = fakeApi();
    fake.reply(new Response('<!doctype html><title>app</title>', { status: 200 }));
    await expectUnexpectedResponse(
      createHttpBroadcasts(fake.api).send({ message: 'Hi', adminId: 'A-1' }),
      fake.notifier,
    );
  });

  it('when the broadcast page has no totalCount', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { broadcasts: [], total: 0 }));
    await expectUnexpectedResponse(createHttpBroadcasts(fake.api).list(NO_FILTERS), fake.notifier);
  });
});

describe('answers that are fine', () => {
  it('extra fields from the server are accepted', async () => {
    const fake = fakeApi();
    fake.reply(json(200, { data: { users: [{ ...CLIENT, tier: 'gold' }], page: 1 } }));
    await expect(createHttpClients(fake.api).list(ALL_CLIENTS)).resolves.toHaveLength(1);
  });

  it('a "not shown" answer may be an empty body', async () => {
    const fake = fakeApi();
    fake.reply(new Response('', { status: 200 }));
    await expect(createHttpClients(fake.api).saveNotes('C-1', 'note')).resolves.toBeUndefined();
    expect(fake.notifier.error).not.toHaveBeenCalled();
  });
});
