import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeStep, type CodeStepProps } from '../../../src/ui/shared/code-step/CodeStep';

function renderStep(overrides: Partial<CodeStepProps> = {}) {
  const props: CodeStepProps = {
    title: 'Enter Verification Code',
    secondsLeft: 60,
    canResend: false,
    resendLocked: false,
    pending: false,
    onSubmit: vi.fn(),
    onResend: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
  const user = userEvent.setup();
  const view = render(<CodeStep {...props} />);
  return { ...view, props, user };
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 4`);

describe('the code screen', () => {
  it('has four single-character numeric boxes for one-time codes, labelled for screen readers', () => {
    renderStep();
    for (const n of [1, 2, 3, 4]) {
      expect(box(n)).toHaveAttribute('maxLength', '1');
      expect(box(n)).toHaveAttribute('inputMode', 'numeric');
      expect(box(n)).toHaveAttribute('autocomplete', 'one-time-code');
    }
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });

  it('puts focus in the first box when it opens', () => {
    renderStep();
    expect(box(1)).toHaveFocus();
  });

  it('advances on typing and submits the joined code with Enter', async () => {
    const { user, props } = renderStep();
    await user.keyboard('1234{Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith('1234');
  });

  it('accepts any character, so the format rule can be reported', async () => {
    const { user, props } = renderStep();
    await user.keyboard('12a4{Enter}');
    expect(box(3)).toHaveValue('a');
    expect(props.onSubmit).toHaveBeenCalledWith('12a4');
  });

  it('moves focus back when a box is emptied', async () => {
    const { user } = renderStep();
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
  });

  it('fills all four boxes from a pasted code', () => {
    const { props } = renderStep();
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 4321 ' } });
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['4', '3', '2', '1']);
    fireEvent.submit(box(4));
    expect(props.onSubmit).toHaveBeenCalledWith('4321');
  });

  it('shows the countdown as mm:ss in a timer and no Resend before zero', () => {
    renderStep({ secondsLeft: 59 });
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
    expect(screen.queryByRole('button', { name: /resend/i })).not.toBeInTheDocument();
  });

  it('offers Resend at zero', async () => {
    const { user, props } = renderStep({ secondsLeft: 0, canResend: true });
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(props.onResend).toHaveBeenCalled();
  });

  it('keeps Resend disabled while it is locked', () => {
    renderStep({ secondsLeft: 0, canResend: true, resendLocked: true });
    expect(screen.getByRole('button', { name: /resend/i })).toBeDisabled();
  });

  it('has a named back button', async () => {
    const { user, props } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onBack).toHaveBeenCalled();
  });

  it('disables Verify and ignores Enter while the request is pending', async () => {
    const { user, props } = renderStep({ pending: true });
    expect(screen.getByRole('button', { name: /verifying/i })).toBeDisabled();
    await user.keyboard('1234{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('shows its title as the heading', () => {
    renderStep({ title: 'Verify Your Email' });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeInTheDocument();
  });
});
