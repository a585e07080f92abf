import { useEffect, useRef, type InputHTMLAttributes } from 'react';

/**
 * A whole-number input (points). The browser turns a focused number field's value with the mouse wheel, so an
 * admin scrolling the dialog changed the points without noticing (docs/architecture.md, "Console conventions"): the wheel is refused
 * while the field has focus. React's wheel handlers are passive and cannot refuse it, hence the listener.
 */
export function NumberInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const refuse = (event: WheelEvent) => {
      if (document.activeElement === element) event.preventDefault();
    };
    element.addEventListener('wheel', refuse, { passive: false });
    return () => element.removeEventListener('wheel', refuse);
  }, []);
  return <input {...props} ref={input} type="number" min={1} step={1} />;
}
