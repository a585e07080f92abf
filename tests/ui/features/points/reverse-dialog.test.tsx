import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Reversal } from '../../../../src/application/ports/transaction-repository';
import { RequestError } from '../../../../src/application/request-error';
import { TOKENS } from '../../../../src/application/tokens';
import { REVERSAL_MESSAGES } from '../../../../src/domain/reversal';
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

// docs/product.md §10: Reverse on a transaction's page, a Reason required.
describe('the Reverse dialog', () => {
  it('Reverse waits for a reason, then books the reversal, reads the entry again and closes', async () => {
    const { user, repo } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reverse' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse transaction' });
    const reverse = within(dialog).getByRole('button', { name: 'Reverse' });
    expect(reverse).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    expect(reverse).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Booked twice');
    expect(reverse).toBeEnabled();
    await user.click(reverse);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(repo.reverse).toHaveBeenCalledWith(
      'TX-1001',
      'Booked twice',
      expect.objectContaining({ key: expect.any(String) }),
    );
    await waitFor(() => expect(repo.get).toHaveBeenCalledTimes(2));
  });

  it('once the entry read again offers no Reverse, focus is on the page heading, not lost', async () => {
    const entry = aTransaction({ transactionId: 'TX-1001' });
    let reversed = false;
    const repo = fakeTransactions([entry], {
      reverse: vi.fn(async () => {
        reversed = true;
        const transaction = aTransaction({
          transactionId: 'TX9999999',
          type: 'reversal',
          reverses: 'TX-1001',
        });
        return { transaction, reversed: { ...entry, reversedBy: transaction.transactionId } };
      }),
    });
    repo.get = vi.fn(async () => (reversed ? { ...entry, reversedBy: 'TX9999999' } : entry));
    const { user } = setup(repo);
    await user.click(await screen.findByRole('button', { name: 'Reverse' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse transaction' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Booked twice');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Transaction ID : TX-1001' })).toHaveFocus();
  });

  it('says it is under way, sends once, and keeps the reason beside a clear refusal', async () => {
    const pending = deferred<Reversal>();
    const repo = fakeTransactions([aTransaction({ transactionId: 'TX-1001' })], {
      reverse: vi.fn(() => pending.promise),
    });
    const { user } = setup(repo);
    await user.click(await screen.findByRole('button', { name: 'Reverse' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong client');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(within(dialog).getByRole('button', { name: 'Reversing…' })).toBeDisabled();
    const words = REVERSAL_MESSAGES.belowZero(20);
    await act(async () => pending.reject(new RequestError(words, { status: 422, notified: false })));
    expect(repo.reverse).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(words);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Wrong client');
  });

  it('an entry reversed already, or a reversal, offers no Reverse and names the other entry', async () => {
    setup(fakeTransactions([aTransaction({ reversedBy: 'TX-2002' })]));
    await screen.findByRole('rowheader', { name: 'Reversed by' });
    expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
    expect(within(detailCell('Reversed by')).getByRole('link', { name: 'TX-2002' })).toHaveAttribute(
      'href',
      '/app/dashboard/points/TX-2002',
    );
  });

  it('a reversal reads Reversal, its signed points, and the entry it reverses', async () => {
    setup(
      fakeTransactions([aTransaction({ type: 'reversal', transactionPoints: -40, reverses: 'TX-0999' })]),
    );
    await screen.findByRole('rowheader', { name: 'Reverses' });
    expect(detailCell('Type')).toHaveTextContent('Reversal');
    expect(detailCell('Points')).toHaveTextContent('-40');
    expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
  });
});
