import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DetailHeader } from '../../../src/ui/shared/components/details/DetailHeader';
import { DetailsTable } from '../../../src/ui/shared/components/details/DetailsTable';
import { ErrorState } from '../../../src/ui/shared/components/status/ErrorState';
import { StatusSelect } from '../../../src/ui/shared/components/status/StatusSelect';
import { WrapText } from '../../../src/ui/shared/components/table/WrapText';
import { Preview } from '../../../src/ui/shared/components/tooltip/Preview';
import { renderWithRouter } from '../support/with-router';

describe('Preview', () => {
  it('cuts long text with an ellipsis and keeps the full text in a focusable tooltip', async () => {
    const { user } = renderWithRouter(<Preview text="Birthday bonus for a loyal client" max={10} />);
    expect(screen.getByText('Birthday b...')).toBeInTheDocument();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Birthday bonus for a loyal client',
    );
    await user.tab();
    expect(screen.getByText('Birthday b...')).toHaveFocus();
    expect(screen.getByText('Birthday b...')).toHaveAccessibleDescription(
      'Birthday bonus for a loyal client',
    );
  });

  it('Escape dismisses the tooltip until the next focus', async () => {
    const { user, container } = renderWithRouter(
      <Preview text="Birthday bonus for a loyal client" max={10} />,
    );
    const bubble = () => screen.getByRole('tooltip', { hidden: true });
    expect(container).toBeInTheDocument();
    await user.tab();
    expect(bubble()).toHaveClass('tooltip__bubble--shown');
    await user.keyboard('{Escape}');
    expect(bubble()).not.toHaveClass('tooltip__bubble--shown');
    await user.tab({ shift: true });
    await user.tab();
    expect(bubble()).toHaveClass('tooltip__bubble--shown');
  });

  it("is drawn outside the page's containers (a portal in the body), so no overflow can cut it", async () => {
    const { container, user } = renderWithRouter(
      <div style={{ overflow: 'hidden' }}>
        <Preview text="Birthday bonus for a loyal client" max={10} />
      </div>,
    );
    const bubble = screen.getByRole('tooltip', { hidden: true });
    expect(container).not.toContainElement(bubble);
    expect(bubble.parentElement).toBe(document.body);
    await user.hover(screen.getByText('Birthday b...'));
    expect(bubble).toHaveClass('tooltip__bubble--shown');
  });

  it('shows short text as is, with no tooltip, and - when empty', () => {
    const { rerender } = renderWithRouter(<Preview text="Short" max={10} />);
    expect(screen.getByText('Short')).toBeInTheDocument();
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    rerender(<Preview text="" max={10} />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('renders markup as text', () => {
    renderWithRouter(<Preview text="<b>bold</b>" max={30} />);
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  });
});

describe('DetailsTable', () => {
  it('is a Fields/Details table with row headers and - for empty details', () => {
    renderWithRouter(
      <DetailsTable
        caption="Client"
        rows={[
          { field: 'Name', detail: 'Maya' },
          { field: 'Account Notes', detail: '' },
        ]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Fields' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Account Notes -' })).toBeInTheDocument();
  });
});

describe('StatusSelect', () => {
  it('is green while Active, red while Blocked, and reports only a different choice', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderWithRouter(
      <StatusSelect label="Status of Maya" value="Active" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Status of Maya' });
    expect(select).toHaveClass('status-select--active');
    await user.selectOptions(select, 'Blocked');
    expect(onChange).toHaveBeenCalledWith('Blocked');
    // Controlled: it still shows Active until the parent says otherwise.
    expect(select).toHaveValue('Active');
    rerender(<StatusSelect label="Status of Maya" value="Blocked" onChange={onChange} />);
    expect(select).toHaveClass('status-select--blocked');
  });
});

describe('StatusSelect and the keyboard', () => {
  /** What Chromium does for an arrow key on a closed select: keydown, the value moves and change fires, keyup. */
  const arrowTo = (select: HTMLElement, status: string) => {
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: status } });
    fireEvent.keyUp(select, { key: 'ArrowDown' });
  };

  function setup() {
    const onChange = vi.fn();
    renderWithRouter(<StatusSelect label="Status of Maya" value="Active" onChange={onChange} />);
    return { onChange, select: screen.getByRole('combobox', { name: 'Status of Maya' }) };
  }

  it('an arrow key shows the option without committing it; Enter commits it', () => {
    const { onChange, select } = setup();
    arrowTo(select, 'Blocked');
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveValue('Blocked');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Blocked');
  });

  it('leaving the control with a changed value commits it; back on the same value commits nothing', () => {
    const { onChange, select } = setup();
    arrowTo(select, 'Blocked');
    arrowTo(select, 'Active');
    fireEvent.blur(select);
    expect(onChange).not.toHaveBeenCalled();
    arrowTo(select, 'Blocked');
    fireEvent.blur(select);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Blocked');
  });

  it('Escape drops a choice not yet committed', () => {
    const { onChange, select } = setup();
    arrowTo(select, 'Blocked');
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select).toHaveValue('Active');
    fireEvent.blur(select);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ErrorState', () => {
  it('explains and offers Retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithRouter(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('DetailHeader', () => {
  it('is an h2 with a named back link and its actions', () => {
    renderWithRouter(
      <DetailHeader title="Client ID : CL-1" backHref="/app/dashboard/clients" backLabel="Back to clients">
        <button type="button">Add Points</button>
      </DetailHeader>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Client ID : CL-1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toHaveAttribute(
      'href',
      '/app/dashboard/clients',
    );
    expect(screen.getByRole('button', { name: 'Add Points' })).toBeInTheDocument();
  });
});

describe('WrapText', () => {
  it('keeps the text whole while offering breaks after @ and dots, and - when missing', () => {
    const { container, rerender } = renderWithRouter(<WrapText text="maya.chen@mail.example.ca" />);
    expect(container).toHaveTextContent('maya.chen@mail.example.ca');
    expect(container.querySelectorAll('wbr')).toHaveLength(4);
    rerender(<WrapText text="" />);
    expect(container).toHaveTextContent('-');
  });
});
