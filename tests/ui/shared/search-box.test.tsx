import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MAX } from '../../../src/domain/constants';
import { SearchBox } from '../../../src/ui/shared/components/search/SearchBox';
import { renderWithRouter } from '../support/with-router';

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is named and labelled Search This Section', () => {
    renderWithRouter(<SearchBox value="" onSearch={vi.fn()} />);
    const box = screen.getByRole('searchbox', { name: 'Search This Section' });
    expect(box).toHaveAttribute('placeholder', 'Search This Section');
  });

  it(`holds at most SEARCH_MAX (${SEARCH_MAX}) characters, the longest search the server takes (docs/product.md §10.6)`, () => {
    renderWithRouter(<SearchBox value="" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxLength', String(SEARCH_MAX));
  });

  it('sends the lowercased text once, 300 ms after the last keystroke', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithRouter(<SearchBox value="" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'Maya');
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('maya', false);
    expect(screen.getByRole('searchbox')).toHaveValue('Maya');
  });

  it('sends an empty search when the box is cleared', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithRouter(<SearchBox value="maya" onSearch={onSearch} />);
    await user.clear(screen.getByRole('searchbox'));
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledWith('', false);
  });

  it('shows a search changed from outside (Reset, Back)', () => {
    const { rerender } = renderWithRouter(<SearchBox value="maya" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('maya');
    rerender(<SearchBox value="" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});

describe('SearchBox and outside changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a search still waiting when the URL is reset from outside is dropped', async () => {
    const onSearch = vi.fn();
    const { user, rerender } = renderWithRouter(<SearchBox value="old" onSearch={onSearch} />);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'new');
    rerender(<SearchBox value="" onSearch={onSearch} />);
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('keeps sending while typing across its own URL updates', async () => {
    const onSearch = vi.fn();
    const { user, rerender } = renderWithRouter(<SearchBox value="" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'ma');
    act(() => vi.advanceTimersByTime(300));
    rerender(<SearchBox value="ma" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'ya');
    act(() => vi.advanceTimersByTime(300));
    // The second pause of one stretch of typing refines the first search's history entry (docs/product.md §10.9).
    expect(onSearch.mock.calls).toEqual([
      ['ma', false],
      ['maya', true],
    ]);
  });
});
