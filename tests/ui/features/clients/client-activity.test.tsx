import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../../src/application/tokens';
import { anActivityPage, anEntry, fakeActivity } from '../../support/activity-fakes';
import { aClient, fakeClients } from '../../support/client-fakes';
import { renderClientPage } from '../../support/client-page';
import { provide } from '../../support/render-console';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);

const NO_FILTERS = { from: '', to: '', action: [], adminId: '', clientId: '', search: '' };

function setup(activity = fakeActivity()) {
  const clients = fakeClients([aClient({ userId: 'CL-2001' })]);
  const view = renderClientPage(clients, provide(TOKENS.Activity, activity));
  return { ...view, activity };
}

describe("the client page's latest activity", () => {
  it("lists the client's five latest entries by exact id and links to the filtered Activity page", async () => {
    const { activity } = setup(
      fakeActivity(
        anActivityPage([
          anEntry({ clientId: 'CL-2001' }),
          anEntry({ seq: 2, action: 'client.blocked', before: 'Active', after: 'Blocked' }),
        ]),
      ),
    );
    const block = await screen.findByRole('region', { name: 'Latest Activity' });
    await within(block).findByText('Points Added');
    expect(activity.list).toHaveBeenCalledWith(
      { ...NO_FILTERS, clientId: 'CL-2001' },
      { number: 1, size: 5 },
      expect.any(AbortSignal),
    );
    const items = within(block).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '05 Jan 2024 - 9:05 PM Points Added 120 → 195 by Avery Morgan',
      '05 Jan 2024 - 9:05 PM Client Blocked Active → Blocked by Avery Morgan',
    ]);
    expect(within(block).getByRole('link', { name: 'All activity for CL-2001' })).toHaveAttribute(
      'href',
      '/app/dashboard/activity?clientId=CL-2001',
    );
  });

  it('says when there is none yet', async () => {
    setup();
    const block = await screen.findByRole('region', { name: 'Latest Activity' });
    expect(await within(block).findByText('No activity yet.')).toBeInTheDocument();
  });

  it('fetches the entries again after Edit details, as after the other changes (docs/product.md §2.7)', async () => {
    const saved = aClient({ userId: 'CL-2001' });
    const clients = fakeClients([saved]);
    vi.mocked(clients.editDetails).mockImplementation(async (_id, details) => {
      Object.assign(saved, details);
    });
    const activity = fakeActivity();
    const { user } = renderClientPage(clients, provide(TOKENS.Activity, activity));
    const block = await screen.findByRole('region', { name: 'Latest Activity' });
    await within(block).findByText('No activity yet.');
    expect(activity.list).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit details' });
    await user.selectOptions(within(dialog).getByLabelText('Preferred location'), 'Mississauga');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(clients.get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(activity.list).toHaveBeenCalledTimes(2));
  });
});
