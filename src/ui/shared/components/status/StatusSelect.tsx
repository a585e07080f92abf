import { BLOCK_STATUSES } from '../../../../domain/constants';
import type { BlockStatus } from '../../../../domain/entities';
import './status.css';

export interface StatusSelectProps {
  value: BlockStatus;
  onChange(next: BlockStatus): void;
  /** The accessible name, e.g. `Block status of Jane Doe`. */
  label: string;
  disabled?: boolean;
}

const isBlockStatus = (value: string): value is BlockStatus => BLOCK_STATUSES.some((s) => s === value);

/** The block-status dropdown: green while Active, red while Blocked (SPEC §4). */
export function StatusSelect({ value, onChange, label, disabled }: StatusSelectProps) {
  return (
    <select
      className={`status-select status-select--${value.toLowerCase()}`}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isBlockStatus(next) && next !== value) onChange(next);
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
