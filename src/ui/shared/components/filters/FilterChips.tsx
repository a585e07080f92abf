import { useRef } from 'react';
import type { ActiveFilter } from './active-filters';

/**
 * The filters in force beside the search (docs/architecture.md, "Console conventions"), each removable on its own. Removing one moves
 * focus to the chip that takes its place, or to `onEmptied`'s target when it was the last.
 */
export function FilterChips<F>({
  chips,
  onRemove,
  onEmptied,
}: {
  chips: readonly ActiveFilter<F>[];
  onRemove(patch: Partial<F>): void;
  onEmptied(): void;
}) {
  const list = useRef<HTMLUListElement>(null);
  if (chips.length === 0) return null;
  const remove = (index: number, chip: ActiveFilter<F>) => {
    onRemove(chip.remove);
    if (chips.length === 1) return onEmptied();
    // After the list re-renders without it: the chip now at its place, or the one before it.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll('button');
      if (!buttons || buttons.length === 0) return onEmptied();
      buttons[Math.min(index, buttons.length - 1)]?.focus();
    });
  };
  return (
    <ul ref={list} className="filter-chips" aria-label="Filters in force">
      {chips.map((chip, index) => (
        <li key={chip.key} className="filter-chips__chip">
          <span>{chip.label}</span>
          <button
            type="button"
            className="filter-chips__remove"
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => remove(index, chip)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
