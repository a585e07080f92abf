import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import { PAGE_SIZE } from '../../../../src/domain/constants';
import { aTransaction, fakeTransactions } from '../../support/fixtures';
import { fakeClients } from '../../support/client-fakes';
import { renderClientPage } from '../../support/client-page';
import { provide } from '../../support/render-console';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

// docs/product.md §10: the client page lists the client's own points history, paged by the server.
describe("the client page's points history", () => {
  const mine = Array.from({ length: PAGE_SIZE + 2 }, (_, i) =>
    aTransaction({
      transactionId: `TX-${String(100 + i)}`,
      transactionDate: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
      transactionPoints: i + 1,
    }),
  );
  const others = [aTransaction({ transactionId: 'TX-900', clientId: 'CL-9999' })];

  it("asks for the client's own entries a page at a time, newest first, each linked to its page", async () => {
    const transactions = fakeTransactions([...mine, ...others]);
    const { user } = renderClientPage(fakeClients(), provide(TOKENS.Transactions, transactions));
    const table = await screen.findByRole('table', { name: 'Points history of client CL-2001' });
    await waitFor(() => expect(within(table).getAllByRole('link', { name: /TX-/ })).toHaveLength(PAGE_SIZE));
    expect(transactions.clientPage).toHaveBeenCalledWith(
      'CL-2001',
      { page: 1, size: PAGE_SIZE, sort: null },
      expect.any(AbortSignal),
    );
    expect(within(table).queryByText('TX-900')).not.toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: /Points history of client CL-2001/ });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(table).getAllByRole('link', { name: /TX-/ })).toHaveLength(2));
    expect(transactions.clientPage).toHaveBeenLastCalledWith(
      'CL-2001',
      { page: 2, size: PAGE_SIZE, sort: null },
      expect.any(AbortSignal),
    );
  });

  it('says when the client has none yet', async () => {
    renderClientPage(fakeClients(), provide(TOKENS.Transactions, fakeTransactions(others)));
    expect(await screen.findByText('No points history yet.')).toBeInTheDocument();
  });
});
