// The unsubscribe link's call (docs/product.md §10.27): the page says the outcome, so the client adds no toast.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpEmailConsents } from '../../../src/adapters/http/email-consents.http';
import { fakeApi, json } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

describe('the unsubscribe call', () => {
  it('sends the token in the query and answers the outcome, with no toast for it or for a refusal', async () => {
    const fake = fakeApi({ token: null });
    const consents = createHttpEmailConsents(fake.api);
    fake.reply(json(200, { type: 'success', message: 'You are unsubscribed.', outcome: 'unsubscribed' }));
    await expect(consents.unsubscribe('a.b/c')).resolves.toBe('unsubscribed');
    expect(fake.last().url).toBe('/api/email/unsubscribe?token=a.b%2Fc');
    fake.reply(json(400, { type: 'error', message: 'This unsubscribe link is not valid.' }));
    await expect(consents.unsubscribe('forged')).rejects.toThrow('This unsubscribe link is not valid.');
    expect(fake.notifier.success).not.toHaveBeenCalled();
    expect(fake.notifier.error).not.toHaveBeenCalled();
  });
});
