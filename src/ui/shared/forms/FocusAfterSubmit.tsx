import { useEffect, useRef, type RefObject } from 'react';
import { useFormState } from 'react-final-form';

/**
 * When a submit ends with the form still open (refused, or failed with a toast), focus goes where the eye
 * should: the form's refusal (its alert), else the first field the refusal marked, else the submit button to
 * try again. Clicking the submit puts focus on it, and disabling it while the request is pending drops focus
 * to the page, so without this a keyboard or screen reader user is left nowhere. Focus left in a field (Enter
 * pressed there) stays: the alert is read out anyway; so does focus the page moved elsewhere meanwhile.
 */
export function FocusAfterSubmit({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const ended = wasSubmitting.current && !submitting;
    wasSubmitting.current = submitting === true;
    const element = form.current;
    if (!ended || !element?.isConnected) return;
    // Only focus that is lost, or still on the form's buttons, moves: not a field's, nor one moved elsewhere.
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    const onItsButtons =
      active !== null && element.contains(active) && !active.matches('input, select, textarea');
    if (!lost && !onItsButtons) return;
    const target =
      element.querySelector<HTMLElement>('[role="alert"][tabindex]') ??
      element.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      element.querySelector<HTMLElement>('button[type="submit"]:not(:disabled)');
    target?.focus();
  }, [submitting, form]);
  return null;
}
