import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import './tooltip.css';

/**
 * Full text beside a shortened one: shown on hover and on keyboard focus (the trigger is focusable) and
 * linked with aria-describedby, so screen readers hear it too. At most 500px wide (SPEC §9). Escape hides it
 * without moving focus or the pointer (WCAG 1.4.13); it comes back on the next hover or focus.
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const show = () => setDismissed(false);
  return (
    <span
      className={dismissed ? 'tooltip tooltip--dismissed' : 'tooltip'}
      onMouseEnter={show}
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
    >
      <span className="tooltip__trigger" tabIndex={0} aria-describedby={id} onFocus={show}>
        {children}
      </span>
      <span id={id} role="tooltip" className="tooltip__bubble">
        {content}
      </span>
    </span>
  );
}
