// Bad input: names, notes, reasons, broadcast messages and server messages are shown as text, never as
// markup: no element is injected. Whether a handler could run is checked in Chromium, where one would
// (tests/e2e/markup-as-text.e2e.test.ts); jsdom runs no inline handler, so a probe here could never fire.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createToastNotifier } from '../../../src/adapters/notify/toast-notifier';
import { DetailsTable } from '../../../src/ui/shared/components/details/DetailsTable';
import { ErrorState } from '../../../src/ui/shared/components/status/ErrorState';
import { DataTable } from '../../../src/ui/shared/components/table/DataTable';
import PageToasts from '../../../src/ui/shared/components/toasts/ToastOutlet';
import { Preview } from '../../../src/ui/shared/components/tooltip/Preview';
import { MARKUP } from '../../fixtures/markup';

const injected = (root: HTMLElement) => root.querySelectorAll('img, script, b, a, svg, iframe').length;

describe.each(MARKUP)('markup %j', (markup) => {
  it('shows in a list cell, a preview and its tooltip as text', () => {
    const long = `${markup} ${'x'.repeat(40)}`;
    const { container } = render(
      <DataTable<{ id: string; name: string }>
        caption="Clients"
        columns={[
          { key: 'name', header: 'Name', value: (row) => row.name },
          { key: 'note', header: 'Note', render: (row) => <Preview text={row.name} max={10} /> },
        ]}
        rows={[{ id: '1', name: long }]}
        status="ready"
        rowKey={(row) => row.id}
      />,
    );
    expect(injected(container.querySelector('tbody') ?? container)).toBe(0);
    expect(container.textContent).toContain(markup);
  });

  it('shows in a details table and an error message as text', () => {
    const { container } = render(
      <>
        <DetailsTable caption="Client" rows={[{ field: 'Account Notes', detail: markup }]} />
        <ErrorState message={markup} onRetry={() => undefined} />
      </>,
    );
    expect(injected(container)).toBe(0);
    expect(screen.getByRole('alert').textContent).toContain(markup);
  });

  it('shows in a toast (a server message) as text', async () => {
    const { container } = render(<PageToasts />);
    await act(async () => {
      createToastNotifier().error(markup);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findByText(markup, { exact: false })).toBeInTheDocument();
    expect(container.querySelectorAll('img, script, iframe').length).toBe(0);
  });
});
