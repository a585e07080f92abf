import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { placeTooltip } from './placement';
import './tooltip.css';

// Time to move the pointer from the trigger onto the tooltip (WCAG 1.4.13: it can be hovered).
const LEAVE_MS = 150;

/**
 * Full text beside a shortened one: shown on hover and on keyboard focus (the trigger is focusable) and linked
 * with aria-describedby, so screen readers hear it too. At most 500px wide (docs/product.md §9). It is drawn outside the
 * page's scrolling containers (a portal, in the open dialog if any) and placed wholly inside the viewport,
 * so no table or card can cut it. Escape hides it without moving focus or the pointer (WCAG 1.4.13).
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const id = useId();
  const trigger = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [host, setHost] = useState<Element | null>(null);
  const [shown, setShown] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  useEffect(() => () => clearTimeout(leaving.current), []);
  // The portal goes where the trigger is drawn: the open modal dialog (the top layer) or the page.
  const attach = useCallback((node: HTMLSpanElement | null) => {
    trigger.current = node;
    if (node) setHost(node.closest('dialog') ?? document.body);
  }, []);

  const place = useCallback(() => {
    const at = trigger.current?.getBoundingClientRect();
    const own = bubble.current;
    if (!at || !own) return;
    const size = { width: own.offsetWidth, height: own.offsetHeight };
    setPosition(placeTooltip(at, size, { width: window.innerWidth, height: window.innerHeight }));
  }, []);

  const show = () => {
    clearTimeout(leaving.current);
    // Measured before it shows: the bubble is always rendered (hidden), for aria-describedby.
    place();
    setShown(true);
  };
  const hideSoon = () => {
    clearTimeout(leaving.current);
    leaving.current = setTimeout(() => setShown(false), LEAVE_MS);
  };

  useEffect(() => {
    if (!shown) return;
    // The trigger moves with any scrolling container: follow it.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [shown, place]);

  return (
    <span className="tooltip" onMouseEnter={show} onMouseLeave={hideSoon}>
      <span
        ref={attach}
        className="tooltip__trigger"
        tabIndex={0}
        aria-describedby={id}
        onFocus={show}
        onBlur={() => setShown(false)}
        onKeyDown={(event) => event.key === 'Escape' && setShown(false)}
      >
        {children}
      </span>
      {host &&
        createPortal(
          <span
            ref={bubble}
            id={id}
            role="tooltip"
            className={shown && position ? 'tooltip__bubble tooltip__bubble--shown' : 'tooltip__bubble'}
            style={position ?? undefined}
            onMouseEnter={show}
            onMouseLeave={hideSoon}
          >
            {content}
          </span>,
          host,
        )}
    </span>
  );
}
