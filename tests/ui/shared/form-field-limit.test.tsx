import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../../../src/ui/shared/forms/FormField';
import { renderWithRouter } from '../support/with-router';

function renderField(onSubmit = vi.fn()) {
  const view = renderWithRouter(
    <Form<{ notes?: string }>
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <FormField name="notes" label="Notes" multiline limit={10} />
          <button type="submit">Save</button>
        </form>
      )}
    />,
  );
  const type = (text: string) =>
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: text } });
  return { ...view, onSubmit, type };
}

describe('a text field with a limit (docs/architecture.md, "Console conventions")', () => {
  it('shows its limit, tied to the field, before anything is typed', () => {
    renderField();
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('Up to 10 characters');
  });

  it('counts live from 80 % of the limit, in a polite live region', () => {
    const { type } = renderField();
    type('1234567');
    expect(screen.getByText('Up to 10 characters')).toBeInTheDocument();
    type('12345678');
    const counter = screen.getByText('8 of 10 characters');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('8 of 10 characters');
  });

  it('past the limit says by how much, and the form is not sent: the field says the core’s words', async () => {
    const { type, user, onSubmit } = renderField();
    type('123456789012');
    expect(screen.getByText('12 of 10 characters: 2 too many')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Notes can be at most 10 characters.')).toBeInTheDocument();
    type('1234567890');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
