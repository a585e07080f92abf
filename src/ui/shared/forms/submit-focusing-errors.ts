import type { FormEvent, RefObject } from 'react';

/**
 * A page form's submit that, when its rules refuse what was typed (nothing is sent), puts focus on the first
 * field they marked: submitting shows every field's error at once, and a long form's first may be out of view
 * (a dialog's submit waits for the rules instead, so it never needs this).
 */
export const submitFocusingErrors =
  (handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown, form: RefObject<HTMLFormElement | null>) =>
  (event: FormEvent<HTMLFormElement>): void => {
    void handleSubmit(event);
    // Once React has drawn the errors that the submit's touching every field made shown.
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
