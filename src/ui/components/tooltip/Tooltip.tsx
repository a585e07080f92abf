import { useId } from 'react';
import type { ReactNode } from 'react';
import './tooltip.css';

/**
 * Full text beside a shortened one: shown on hover and on keyboard focus (the trigger is focusable) and
 * linked with aria-describedby, so screen readers hear it too. At most 500px wide (SPEC §9).
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const id = useId();
  return (
    <span className="tooltip">
      <span className="tooltip__trigger" tabIndex={0} aria-describedby={id}>
        {children}
      </span>
      <span id={id} role="tooltip" className="tooltip__bubble">
        {content}
      </span>
    </span>
  );
}
