import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EmailConsents } from '../../../../src/application/ports';
import { RequestError } from '../../../../src/application/request-error';
import { TOKENS } from '../../../../src/application/tokens';
import UnsubscribePage, { UNSUBSCRIBE_WORDS } from '../../../../src/ui/features/unsubscribe/UnsubscribePage';
import { deferred, provide, renderConsole } from '../../support/render-console';

function setup(unsubscribe: EmailConsents['unsubscribe']) {
  const consents: EmailConsents = { set: vi.fn(), unsubscribe: vi.fn(unsubscribe) };
  const view = renderConsole(<UnsubscribePage />, {
    path: '/auth/unsubscribe?token=LL100001.BC00001.abc',
    services: [provide(TOKENS.EmailConsents, consents)],
  });
  return { ...view, consents };
}

describe('the unsubscribe page (docs/product.md §10.27)', () => {
  it('unsubscribes with the link’s token on the click, not on the visit, disabled while it goes', async () => {
    const answer = deferred<'unsubscribed'>();
    const { user, consents } = setup(() => answer.promise);
    expect(consents.unsubscribe).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(consents.unsubscribe).toHaveBeenCalledWith('LL100001.BC00001.abc');
    expect(screen.getByRole('button', { name: 'Unsubscribing…' })).toBeDisabled();
    answer.resolve('unsubscribed');
    expect(await screen.findByRole('status')).toHaveTextContent(UNSUBSCRIBE_WORDS.unsubscribed);
    // The clicked button is gone: focus is on what the page now says.
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('a second use says already unsubscribed, as no error', async () => {
    const { user } = setup(async () => 'already-unsubscribed');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(UNSUBSCRIBE_WORDS['already-unsubscribed']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a link that is not valid says so on the page and may be tried again', async () => {
    const message = 'This unsubscribe link is not valid. Use the link in your email as it is.';
    const { user } = setup(async () => {
      throw new RequestError(message, { kind: 'refused', status: 400, notified: true, response: null });
    });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
