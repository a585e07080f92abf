import { useRef, useState } from 'react';
import { BLOCK_STATUSES } from '../../../../domain/constants';
import type { BlockStatus } from '../../../../domain/entities';
import './status.css';

export interface StatusSelectProps {
  value: BlockStatus;
  /** A different status was chosen and committed (clicked, Enter, or left with it). */
  onChange(next: BlockStatus): void;
  /** The accessible name, e.g. `Block status of Jane Doe`. */
  label: string;
  disabled?: boolean;
}

const isBlockStatus = (value: string): value is BlockStatus => BLOCK_STATUSES.some((s) => s === value);

/**
 * The block-status dropdown: green while Active, red while Blocked (docs/product.md §4). A choice made by walking the
 * options with the keyboard is only shown until it is committed — with Enter, or by leaving the control — so a
 * keyboard user can read the options; a click on an option commits at once. Escape drops an uncommitted one.
 */
export function StatusSelect({ value, onChange, label, disabled }: StatusSelectProps) {
  const [draft, setDraft] = useState<BlockStatus | null>(null);
  const keyed = useRef(false);
  const shown = draft ?? value;
  const commit = (next: BlockStatus | null) => {
    setDraft(null);
    if (next !== null && next !== value) onChange(next);
  };
  return (
    <select
      className={`status-select status-select--${shown.toLowerCase()}`}
      aria-label={label}
      value={shown}
      disabled={disabled}
      onKeyDown={(event) => {
        // Arrows, Home/End and typing walk a closed select's options: Chromium fires change on each one.
        keyed.current = event.key !== 'Enter';
        if (event.key === 'Enter') commit(draft);
        if (event.key === 'Escape') setDraft(null);
      }}
      onKeyUp={() => (keyed.current = false)}
      onBlur={() => commit(draft)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isBlockStatus(next)) return;
        if (keyed.current) setDraft(next);
        else commit(next);
      }}
    >
      {BLOCK_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  );
}
