import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../../src/application/request-error';
import { TOKENS } from '../../../../src/application/tokens';
import type { Transaction } from '../../../../src/domain/entities';
import TransactionDetailPage from '../../../../src/ui/features/points/TransactionDetailPage';
import { aTransaction, fakeTransactions } from '../../support/fixtures';
import { detailCell } from '../../support/read-table';
import { deferred, provide, renderConsole } from '../../support/render-console';

function setup(repo = fakeTransactions()) {
  const view = renderConsole(<TransactionDetailPage transactionId="TX-1001" />, {
    path: '/app/dashboard/points/TX-1001',
    services: [provide(TOKENS.Transactions, repo)],
  });
  return { ...view, repo };
}

const detail = detailCell;

describe('transaction detail page', () => {
  it('titles the page Transaction ID : {id} with a back arrow to the ledger', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Transaction ID : TX-1001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to points' })).toHaveAttribute(
      'href',
      '/app/dashboard/points',
    );
    await screen.findByRole('rowheader', { name: 'Client Name' });
  });

  it('shows every field of the transaction, the date in the detail format', async () => {
    const { repo } = setup();
    await screen.findByRole('rowheader', { name: 'Client Name' });
    expect(repo.get).toHaveBeenCalledWith('TX-1001', expect.any(AbortSignal));
    expect(detail('Transaction ID')).toHaveTextContent('TX-1001');
    expect(detail('Client ID')).toHaveTextContent('CL-2001');
    expect(detail('Client Name')).toHaveTextContent('Maya Chen');
    expect(detail('Transaction Date')).toHaveTextContent('January 5th 2024 09:05 PM');
    expect(detail('Points')).toHaveTextContent('+40');
    expect(detail('Total Points')).toHaveTextContent('340');
    expect(detail('Type')).toHaveTextContent('Points Added');
    expect(detail('Reason / Service')).toHaveTextContent('Birthday bonus for a loyal client');
    expect(within(detail('Admin') as HTMLElement).getByText('Ada Admin')).toHaveAccessibleDescription(
      'Admin ID: admin-7',
    );
    expect(detail('Location')).toHaveTextContent('Oakville');
  });

  it('an old row whose answer names no admin shows "-" for the admin', async () => {
    setup(fakeTransactions([], { get: vi.fn(async () => aTransaction({ adminName: undefined })) }));
    await screen.findByRole('rowheader', { name: 'Client Name' });
    expect(detail('Admin')).toHaveTextContent(/^-$/);
  });

  it('an entry booked from an amount shows the amount spent in dollars and the rule it used (docs/product.md §10.28)', async () => {
    const earned = aTransaction({
      transactionPoints: 28,
      amountCents: 2340,
      earningRule: '1 point per $1 at Oakville, rounded down, visit bonus 5',
    });
    setup(fakeTransactions([], { get: vi.fn(async () => earned) }));
    await screen.findByRole('rowheader', { name: 'Amount spent' });
    expect(detail('Amount spent')).toHaveTextContent(/^\$23\.40$/);
    expect(detail('Earning rule')).toHaveTextContent(
      /^1 point per \$1 at Oakville, rounded down, visit bonus 5$/,
    );
  });

  it('typed points show no amount or rule, and no reward or key', async () => {
    setup();
    await screen.findByRole('rowheader', { name: 'Client Name' });
    for (const field of ['Amount spent', 'Earning rule', 'Reward', 'API key'])
      expect(screen.queryByRole('rowheader', { name: field })).not.toBeInTheDocument();
  });

  it("a reward's redemption names the reward (docs/product.md §10.23)", async () => {
    const coffee = aTransaction({
      type: 'redeem',
      transactionPoints: 100,
      reasonOrService: 'Free coffee',
      rewardId: 'reward-1',
    });
    setup(fakeTransactions([], { get: vi.fn(async () => coffee) }));
    await screen.findByRole('rowheader', { name: 'Reward' });
    expect(detail('Reward')).toHaveTextContent(/^Free coffee$/);
  });

  it('an entry booked with an API key names the key by its apiKeyId, not an admin (docs/product.md §10.26)', async () => {
    const till = aTransaction({
      adminName: 'API key Till 1 Oakville',
      adminUserId: 'key-9',
      apiKeyId: 'key-9',
    });
    setup(fakeTransactions([], { get: vi.fn(async () => till) }));
    await screen.findByRole('rowheader', { name: 'API key' });
    expect(within(detail('API key') as HTMLElement).getByText('Till 1 Oakville')).toHaveAccessibleDescription(
      'API key ID: key-9',
    );
    expect(screen.queryByRole('rowheader', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('an admin whose name begins "API key " is shown as the admin, never as a key (docs/product.md §10.26)', async () => {
    const bob = aTransaction({ adminName: 'API key Bob', adminUserId: 'admin-8', apiKeyId: null });
    setup(fakeTransactions([], { get: vi.fn(async () => bob) }));
    await screen.findByRole('rowheader', { name: 'Admin' });
    expect(within(detail('Admin') as HTMLElement).getByText('API key Bob')).toHaveAccessibleDescription(
      'Admin ID: admin-8',
    );
    expect(screen.queryByRole('rowheader', { name: 'API key' })).not.toBeInTheDocument();
  });

  it('a redeem reads Points Redeemed with its points in red', async () => {
    setup(fakeTransactions([aTransaction({ type: 'redeem', transactionPoints: 15 })]));
    await screen.findByRole('rowheader', { name: 'Type' });
    expect(detail('Type')).toHaveTextContent('Points Redeemed');
    expect(within(detail('Points')).getByText(/15/)).toHaveClass('points-change--redeem');
  });

  it('the link icon beside the client ID opens that client', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'Open client CL-2001' });
    expect(link).toHaveAttribute('href', '/app/dashboard/clients/CL-2001');
    expect(detail('Client ID')).toContainElement(link);
  });

  it('an unknown id (404) says the transaction was not found, with a way back and no Retry', async () => {
    const unknown = new RequestError('Transaction not found', { status: 404, notified: true });
    setup(fakeTransactions([], { get: vi.fn(async () => Promise.reject(unknown)) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This transaction was not found.');
    expect(within(alert).getByRole('link', { name: 'Back to points' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with Retry that fetches again', async () => {
    const first = deferred<Transaction>();
    const get = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(aTransaction());
    const { user } = setup(fakeTransactions([], { get }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    first.reject(new Error('down'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this transaction.');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Client Name' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
