import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_FILTERS, DATE_RANGE_MESSAGE, POINTS_FILTERS } from '../../../src/domain/filters';
import type { ClientFilters, PointsFilters } from '../../../src/domain/filters.types';
import { FilterPanel } from '../../../src/ui/shared/components/filters/FilterPanel';
import type { ChoiceGroup } from '../../../src/ui/shared/components/filters/FilterPanel';
import { renderWithRouter } from '../support/with-router';

const clientGroups: ChoiceGroup<ClientFilters>[] = [
  {
    key: 'location',
    legend: 'Location',
    multiple: true,
    options: [
      { value: 'Mississauga', label: 'Mississauga' },
      { value: 'Oakville', label: 'Oakville' },
    ],
  },
  {
    key: 'blockStatus',
    legend: 'Status',
    multiple: true,
    options: [
      { value: 'Active', label: 'Active' },
      { value: 'Blocked', label: 'Blocked' },
    ],
  },
];

function setup(applied: ClientFilters = CLIENT_FILTERS.empty) {
  const onApply = vi.fn();
  const onReset = vi.fn();
  const view = renderWithRouter(
    <FilterPanel
      dateHeading="Joined Date"
      applied={applied}
      groups={clientGroups}
      onApply={onApply}
      onReset={onReset}
    />,
  );
  const toggle = () => screen.getByRole('button', { name: 'Filters' });
  return { ...view, onApply, onReset, toggle };
}

describe('FilterPanel', () => {
  it('toggles open and closed from the Filters button', async () => {
    const { user, toggle } = setup();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Joined Date' })).toBeInTheDocument();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Apply disabled until a filter has a value', async () => {
    const { user, toggle } = setup();
    await user.click(toggle());
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Oakville' }));
    expect(apply).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Oakville' }));
    expect(apply).toBeDisabled();
  });

  it('says a reversed date range is refused, under the dates, and keeps Apply disabled (docs/api.md, "Refusals")', async () => {
    const { user, toggle } = setup();
    await user.click(toggle());
    await user.type(screen.getByLabelText('From'), '2024-03-02');
    await user.type(screen.getByLabelText('To'), '2024-03-01');
    expect(screen.getByRole('alert')).toHaveTextContent(DATE_RANGE_MESSAGE);
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(DATE_RANGE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2024-03-02');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('applies the chosen values, keeps the search in force and closes', async () => {
    const { user, toggle, onApply } = setup({ ...CLIENT_FILTERS.empty, search: 'maya' });
    await user.click(toggle());
    await user.click(screen.getByRole('checkbox', { name: 'Oakville' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mississauga' }));
    await user.click(screen.getByRole('checkbox', { name: 'Blocked' }));
    await user.type(screen.getByLabelText('From'), '2024-01-05');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      from: '2024-01-05',
      to: '',
      location: ['Mississauga', 'Oakville'],
      blockStatus: ['Blocked'],
      search: 'maya',
    });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('Cancel and Escape close without applying, and the edit is gone on reopening', async () => {
    const { user, toggle, onApply } = setup();
    await user.click(toggle());
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(screen.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('a click outside closes without applying', async () => {
    const { user, toggle, onApply } = setup();
    await user.click(toggle());
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(document.body);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('Reset clears at once (no Apply needed) and closes', async () => {
    const { user, toggle, onReset, onApply } = setup({ ...CLIENT_FILTERS.empty, location: ['Oakville'] });
    await user.click(toggle());
    expect(screen.getByRole('checkbox', { name: 'Oakville' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers single-choice groups as radios', async () => {
    const onApply = vi.fn();
    const groups: ChoiceGroup<PointsFilters>[] = [
      {
        key: 'type',
        legend: 'Type',
        multiple: false,
        options: [
          { value: 'add', label: 'Points Added' },
          { value: 'redeem', label: 'Points Redeemed' },
        ],
      },
    ];
    const { user } = renderWithRouter(
      <FilterPanel
        dateHeading="Transaction Date"
        applied={POINTS_FILTERS.empty}
        groups={groups}
        onApply={onApply}
        onReset={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('group', { name: 'Transaction Date' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Points Added' }));
    await user.click(screen.getByRole('radio', { name: 'Points Redeemed' }));
    expect(screen.getByRole('radio', { name: 'Points Added' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ ...POINTS_FILTERS.empty, type: 'redeem' });
  });
});
