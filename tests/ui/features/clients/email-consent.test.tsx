import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailConsents } from '../../../../src/application/ports';
import { TOKENS } from '../../../../src/application/tokens';
import { formatDetailDateTime } from '../../../../src/ui/shared/format';
import { aClient, fakeClients } from '../../support/client-fakes';
import { renderClientPage } from '../../support/client-page';
import { deferred, provide } from '../../support/render-console';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

const CONSENTED = aClient({
  emailConsent: true,
  emailConsentAt: '2024-01-05T12:00:00Z',
  emailConsentSource: 'enrolment',
});

function setup(consents: Partial<EmailConsents> = {}) {
  const clients = fakeClients([CONSENTED]);
  const repo: EmailConsents = {
    set: vi.fn(async () => ({ ...CONSENTED, emailConsent: false })),
    unsubscribe: vi.fn(async () => 'unsubscribed' as const),
    ...consents,
  };
  const view = renderClientPage(clients, provide(TOKENS.EmailConsents, repo));
  return { ...view, clients, repo };
}

const consentCell = async () => {
  const header = await screen.findByRole('rowheader', { name: 'Email Consent' });
  const cell = header.nextElementSibling;
  if (!(cell instanceof HTMLElement)) throw new Error('no Email Consent cell');
  return cell;
};

describe('the client’s Email consent (docs/product.md §10.27)', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows yes with its date and source', async () => {
    setup();
    const cell = await consentCell();
    expect(within(cell).getByRole('checkbox', { name: /Email consent/ })).toBeChecked();
    expect(cell).toHaveTextContent('Yes');
    expect(cell).toHaveTextContent(
      `Since ${formatDetailDateTime('2024-01-05T12:00:00Z')}, given at enrolment`,
    );
  });

  it('shows no, without a date, for a client nobody asked', async () => {
    const clients = fakeClients([aClient()]);
    renderClientPage(clients, provide(TOKENS.EmailConsents, { set: vi.fn(), unsubscribe: vi.fn() }));
    const cell = await consentCell();
    expect(within(cell).getByRole('checkbox', { name: /Email consent/ })).not.toBeChecked();
    expect(cell).toHaveTextContent(/^No/);
    expect(cell).not.toHaveTextContent('Since');
  });

  it('clearing the box saves no for the client, is disabled while it saves, then reads the client again', async () => {
    const saved = deferred<ReturnType<typeof aClient>>();
    const { user, repo, clients } = setup({ set: vi.fn(() => saved.promise) });
    const box = within(await consentCell()).getByRole('checkbox', { name: /Email consent/ });
    await user.click(box);
    expect(repo.set).toHaveBeenCalledWith('CL-2001', false);
    expect(box).toBeDisabled();
    // The choice shows at once, while it saves.
    expect(box).not.toBeChecked();
    expect(await consentCell()).toHaveTextContent(/^No/);
    expect(clients.get).toHaveBeenCalledTimes(1);
    saved.resolve({ ...CONSENTED, emailConsent: false });
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(box).toBeEnabled());
  });

  it('gives the box its focus back once saved: a browser drops it while the box is disabled', async () => {
    const saved = deferred<ReturnType<typeof aClient>>();
    const { user } = setup({ set: vi.fn(() => saved.promise) });
    const box = within(await consentCell()).getByRole('checkbox', { name: /Email consent/ });
    await user.click(box);
    expect(box).toBeDisabled();
    // As Chromium does with a focused control that becomes disabled (jsdom keeps it): focus is on the page.
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    elsewhere.remove();
    expect(document.activeElement).toBe(document.body);
    saved.resolve({ ...CONSENTED, emailConsent: false });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toHaveFocus();
  });

  it('a refused change shows the client as it is again', async () => {
    const saving = deferred<ReturnType<typeof aClient>>();
    const { user } = setup({ set: vi.fn(() => saving.promise) });
    const box = within(await consentCell()).getByRole('checkbox', { name: /Email consent/ });
    await user.click(box);
    expect(box).not.toBeChecked();
    saving.reject(new Error('refused'));
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });
});
