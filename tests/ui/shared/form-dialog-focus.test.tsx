// A form dialog puts focus on what went wrong when a submit ends with the dialog still open: clicking the
// submit focused it, and a browser drops that focus while the submit is disabled for the pending request.
import { screen } from '@testing-library/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { describe, expect, it } from 'vitest';
import { FormDialog } from '../../../src/ui/shared/forms/FormDialog';
import { FormField } from '../../../src/ui/shared/forms/FormField';
import { renderWithRouter } from '../support/with-router';

function withAnswer(
  answer: SubmissionErrors | undefined,
  answered: Promise<void> = new Promise((resolve) => setTimeout(resolve, 10)),
) {
  return renderWithRouter(
    <FormDialog<{ name: string }>
      open
      title="Add location"
      onClose={() => undefined}
      initialValues={{ name: 'Oakville' }}
      onSubmit={() => answered.then(() => answer)}
      submit="Add location"
      pending="Saving…"
    >
      <FormField name="name" label="Name" />
    </FormDialog>,
  );
}

describe('FormDialog focus after a submit', () => {
  it("moves focus from the clicked submit to the form's refusal", async () => {
    const { user } = withAnswer({ [FORM_ERROR]: 'The location could not be saved.' });
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The location could not be saved.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Oakville');
  });

  it('moves focus to the field a refusal marked', async () => {
    const { user } = withAnswer({ name: 'A location named Oakville already exists.' });
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    await screen.findByText('A location named Oakville already exists.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('gives focus back to the submit when the failure was said by a toast', async () => {
    let answer: () => void = () => undefined;
    const { user } = withAnswer(
      undefined,
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    const submit = screen.getByRole('button', { name: 'Add location' });
    await user.click(submit);
    // Pending, focus is dropped to the page as Chromium drops it from a disabled button (jsdom keeps it).
    await screen.findByRole('button', { name: 'Saving…' });
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    elsewhere.remove();
    expect(document.activeElement).toBe(document.body);
    answer();
    await screen.findByRole('button', { name: 'Add location' });
    expect(screen.getByRole('button', { name: 'Add location' })).toHaveFocus();
  });

  it('leaves focus in the field where Enter was pressed', async () => {
    const { user } = withAnswer({ [FORM_ERROR]: 'The location could not be saved.' });
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Enter}');
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});
