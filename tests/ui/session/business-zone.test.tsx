/**
 * The console shows every time in the business's zone and says which (docs/product.md §10.31): the shell reads
 * the zone once, the pages wait for it, a list's heading names it.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Settings } from 'luxon';
import { TOKENS } from '../../../src/application/tokens';
import { BusinessZoneProvider } from '../../../src/ui/session/business-zone';
import { ZoneGate } from '../../../src/ui/session/ZoneGate';
import { DetailHeader } from '../../../src/ui/shared/components/details/DetailHeader';
import { formatListDateTime } from '../../../src/ui/shared/format';
import { ZoneNote } from '../../../src/ui/shared/zone/ZoneNote';
import { provide, renderConsole } from '../support/render-console';

vi.mock('../../../src/ui/session/session-hooks', () => ({ useSessionStatus: () => 'valid' }));

function Times() {
  return (
    <>
      <ZoneNote />
      <p data-testid="time">{formatListDateTime('2024-01-05T03:30:00.000Z')}</p>
    </>
  );
}

const open = (timeZone: string, page = <Times />) =>
  renderConsole(
    <BusinessZoneProvider>
      <ZoneGate>{page}</ZoneGate>
    </BusinessZoneProvider>,
    {
      path: '/app/dashboard/clients',
      services: [provide(TOKENS.Settings, { load: async () => ({ timeZone }), saveTimeZone: vi.fn() })],
    },
  );

describe("the business's zone in the console", () => {
  afterEach(() => {
    Settings.defaultZone = 'system';
  });

  it('shows times in the zone and names it: 03:30 UTC is the evening before in Toronto', async () => {
    const view = open('America/Toronto');
    expect(await screen.findByText('Times in America/Toronto')).toBeInTheDocument();
    expect(screen.getByTestId('time')).toHaveTextContent('04 Jan 2024 - 10:30 PM');
    view.unmount();
    // Leaving the console gives the browser its own zone back (TZ is pinned to UTC here).
    expect(formatListDateTime('2024-01-05T03:30:00.000Z')).toBe('05 Jan 2024 - 3:30 AM');
  });

  it('in Tokyo the same instant is the afternoon of the 5th', async () => {
    open('Asia/Tokyo');
    expect(await screen.findByText('Times in Asia/Tokyo')).toBeInTheDocument();
    expect(screen.getByTestId('time')).toHaveTextContent('05 Jan 2024 - 12:30 PM');
  });

  it("a record's page names the zone beneath its heading", async () => {
    open(
      'Asia/Tokyo',
      <DetailHeader
        title="Transaction ID : TX-1"
        backHref="/app/dashboard/points"
        backLabel="Back to points"
      />,
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'Transaction ID : TX-1' });
    expect(heading.parentElement).toHaveTextContent('Times in Asia/Tokyo');
  });
});
