import { DATE_RANGE_MESSAGE } from '../../../../src/domain/filters';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OverviewRepository } from '../../../../src/application/ports/overview-repository';
import { TOKENS } from '../../../../src/application/tokens';
import type { Overview } from '../../../../src/domain/overview';
import OverviewPage from '../../../../src/ui/features/overview/OverviewPage';
import { provide, renderConsole } from '../../support/render-console';

// The picture needs a canvas and a layout, which jsdom has not: the Chromium suite looks at it.
vi.mock('../../../../src/ui/features/overview/UPlotChart', () => ({ default: () => <div>chart</div> }));

const TODAY = Date.parse('2026-11-25T15:00:00Z');

const anOverview = (overrides: Partial<Overview> = {}): Overview => ({
  period: { from: '2026-11-19', to: '2026-11-25' },
  previous: { from: '2026-11-12', to: '2026-11-18' },
  bucketDays: 1,
  clients: { active: 1200, blocked: 34 },
  pointsOutstanding: 98765,
  earned: 1500,
  redeemed: 300,
  previousEarned: 1000,
  previousRedeemed: 400,
  corrections: 3,
  activeClients: 57,
  points: [
    { start: '2026-11-20', location: 'Mississauga', earned: 120, redeemed: 0 },
    { start: '2026-11-20', location: 'Oakville', earned: 80, redeemed: 30 },
    { start: '2026-11-25', location: 'Oakville', earned: 1300, redeemed: 270 },
  ],
  newClients: [{ start: '2026-11-19', count: 4 }],
  topClients: [
    { userId: 'LL100007', name: 'Olivia Tremblay', earned: 900 },
    { userId: 'LL100003', name: 'Liam Singh', earned: 600 },
  ],
  topRewards: [
    { id: 'rw-coffee', name: 'Free coffee', count: 12, points: 1200 },
    { id: 'rw-haircut', name: 'Haircut', count: 2, points: 1000 },
  ],
  liabilityCents: 98765,
  expiringNext30Days: 0,
  ...overrides,
});

function setup(path = '/app/dashboard/overview?period=7d', overview = anOverview()) {
  const repo: OverviewRepository = { load: vi.fn(async () => overview) };
  const view = renderConsole(<OverviewPage />, {
    path,
    services: [provide(TOKENS.Overview, repo), provide(TOKENS.Clock, { now: () => TODAY })],
  });
  return { ...view, repo };
}

const tile = (label: string) => screen.getByText(label).closest('a');

describe('Overview page', () => {
  it('asks for the period and location in the URL, resolved on today’s UTC day', async () => {
    const { repo } = setup('/app/dashboard/overview?period=7d&location=Oakville');
    await screen.findByText('98,765');
    expect(repo.load).toHaveBeenCalledWith(
      { from: '2026-11-19', to: '2026-11-25', locations: ['Oakville'] },
      expect.anything(),
    );
  });

  it('tiles show each figure, the change in words, and link to the filtered list behind it', async () => {
    setup('/app/dashboard/overview?period=7d&location=Oakville');
    await screen.findByText('98,765');
    expect(tile('Clients')).toHaveTextContent('1,234');
    expect(tile('Clients')).toHaveTextContent('1,200 not blocked, 34 blocked');
    expect(tile('Clients')).toHaveAttribute('href', '/app/dashboard/clients?location=Oakville');
    expect(tile('Points earned')).toHaveTextContent('Up 50% (1,000 in the previous 7 days)');
    expect(tile('Points earned')).toHaveAttribute(
      'href',
      '/app/dashboard/points?from=2026-11-19&to=2026-11-25&location=Oakville&type=add',
    );
    expect(tile('Points redeemed')).toHaveTextContent('Down 25% (400 in the previous 7 days)');
    expect(tile('Points redeemed')?.getAttribute('href')).toContain('type=redeem');
    // Named apart from the not-blocked clients beside it: the two counts are different things.
    expect(tile('Clients with a transaction')).toHaveTextContent('57');
    expect(screen.queryByText(/active/i)).toBeNull();
    // docs/product.md §10: reversals are counted apart, as corrections, and lead to the reversals.
    expect(tile('Corrections')).toHaveTextContent('3');
    expect(tile('Corrections')?.getAttribute('href')).toContain('type=reversal');
  });

  it('each chart has its one-line summary, and a table toggle with the same numbers per day and series', async () => {
    const { user } = setup();
    const figure = await screen.findByRole('figure', { name: 'Points earned and redeemed per day' });
    expect(figure).toHaveAccessibleDescription(
      'Points per day, 2026-11-19 to 2026-11-25: 1,500 earned and 300 redeemed; most earned on 2026-11-25 (1,300).',
    );
    const toggle = within(figure).getByRole('button', { name: 'Show as table' });
    await user.click(toggle);
    // The label says what the next press does.
    expect(toggle).toHaveAccessibleName('Show as chart');
    const table = within(figure).getByRole('table', { name: 'Points earned and redeemed per day' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Day',
      'Earned at Mississauga',
      'Redeemed at Mississauga',
      'Earned at Oakville',
      'Redeemed at Oakville',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7); // every day of the period, a day without points as zeros
    const cells = (row: HTMLElement) => [...row.children].map((c) => c.textContent);
    expect(cells(rows[1] as HTMLElement)).toEqual(['2026-11-20', '120', '0', '80', '30']);
    expect(cells(rows[6] as HTMLElement)).toEqual(['2026-11-25', '0', '0', '1,300', '270']);
    // On a phone each figure is drawn after its series' name (overview.css stacks the rows).
    expect([...(rows[1] as HTMLElement).querySelectorAll('td')].map((c) => c.dataset.label)).toEqual(
      headers.slice(1),
    );
    await user.click(toggle);
    expect(within(figure).queryByRole('table')).toBeNull();
    expect(toggle).toHaveAccessibleName('Show as table');
  });

  it('new clients per week, and the top clients each linking to the client', async () => {
    setup();
    const figure = await screen.findByRole('figure', { name: 'New clients per week' });
    expect(figure).toHaveAccessibleDescription(
      'New clients per week, 2026-11-19 to 2026-11-25: 4 joined; the most in the week of 2026-11-19 (4).',
    );
    expect(screen.getByRole('link', { name: 'Olivia Tremblay' })).toHaveAttribute(
      'href',
      '/app/dashboard/clients/LL100007',
    );
  });

  it('the most redeemed rewards, each with its redemptions and points (docs/product.md §10.23)', async () => {
    setup();
    const list = await screen.findByRole('region', { name: 'Most redeemed rewards' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free coffee12 times · 1,200 points', 'Haircut2 times · 1,000 points']);
  });

  it('a period without a reward redeemed says so', async () => {
    setup(undefined, anOverview({ topRewards: [] }));
    const list = await screen.findByRole('region', { name: 'Most redeemed rewards' });
    expect(list).toHaveTextContent('No reward was redeemed in this period.');
  });

  it('a period without data says so', async () => {
    setup(
      '/app/dashboard/overview',
      anOverview({ earned: 0, redeemed: 0, points: [], newClients: [], topClients: [] }),
    );
    expect(await screen.findByText('No client earned points in this period.')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'New clients per week' })).toHaveAccessibleDescription(
      /: 0 joined\.$/,
    );
  });

  it('a business with no clients yet is told to add or import them first, with a link to Clients, not blank charts', async () => {
    setup(
      '/app/dashboard/overview',
      anOverview({
        clients: { active: 0, blocked: 0 },
        pointsOutstanding: 0,
        earned: 0,
        redeemed: 0,
        previousEarned: 0,
        previousRedeemed: 0,
        activeClients: 0,
        points: [],
        newClients: [],
        topClients: [],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeInTheDocument();
    expect(screen.getByText(/Add client/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Clients' })).toHaveAttribute(
      'href',
      '/app/dashboard/clients',
    );
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('choosing a period and a location puts them in the URL', async () => {
    const { user, history } = setup('/app/dashboard/overview');
    await screen.findByText('98,765');
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 90 days');
    expect(history.at(-1)).toBe('/app/dashboard/overview?period=90d');
    await user.selectOptions(screen.getByLabelText('Location'), 'Oakville');
    expect(history.at(-1)).toBe('/app/dashboard/overview?period=90d&location=Oakville');
  });

  // The long period's words are the server's own (the contract suite checks the core says the same).
  it.each([
    ['in the wrong order', '2026-11-20', DATE_RANGE_MESSAGE],
    ['longer than a call covers', '2024-11-09', 'The period can be at most 731 days long.'],
  ])('custom dates %s are refused before any call, the dates kept', async (_, typed, message) => {
    const { user, history, repo } = setup(
      '/app/dashboard/overview?period=custom&from=2026-11-01&to=2026-11-10',
    );
    await screen.findByText('98,765');
    const calls = vi.mocked(repo.load).mock.calls.length;
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, typed);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('From')).toHaveValue(typed);
    expect(vi.mocked(repo.load).mock.calls.length).toBe(calls);
    expect(history.at(-1)).toBe('/app/dashboard/overview?period=custom&from=2026-11-01&to=2026-11-10');
  });
});
