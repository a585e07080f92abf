import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createCodeStep } from '../../../src/application/machines/code-step.machine';
import { RequestError } from '../../../src/application/request-error';
import { TOKENS } from '../../../src/application/tokens';
import { CodeStep } from '../../../src/ui/shared/code-step/CodeStep';
import { deferred, provide, renderConsole } from '../support/render-console';

const codeStep = createCodeStep<null, unknown>();
const tooManyTries = () =>
  new RequestError('Too many wrong codes.', { status: 429, notified: true, response: { message: 'x' } });

function renderStep(options: { verify?: () => Promise<unknown>; title?: string } = {}) {
  const verify = vi.fn<(input: { otp: number }) => Promise<unknown>>(options.verify ?? (async () => 'ok'));
  const resend = vi.fn(async (): Promise<{ adminId?: string } | undefined> => undefined);
  const actor = createActor(
    codeStep.provide({
      actors: {
        verify: fromPromise(({ input }) => verify(input)),
        resend: fromPromise(() => resend()),
      },
    }),
    { input: { adminId: 'admin-1', attemptId: 'attempt-1', request: null } },
  ).start();
  const notifier = { success: vi.fn(), error: vi.fn(), dismissErrors: vi.fn() };
  const onBack = vi.fn();
  const view = renderConsole(
    <CodeStep
      actor={actor}
      flow="sign-in"
      title={options.title ?? 'Enter Verification Code'}
      onBack={onBack}
    />,
    { path: '/auth/login', services: [provide(TOKENS.Notifier, notifier)] },
  );
  return { ...view, actor, verify, resend, notifier, onBack };
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 4`);
const boxes = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value);
const paste = (n: number, text: string) =>
  fireEvent.paste(box(n), { clipboardData: { getData: () => text } });

describe('the code screen', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

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

  it('advances on typing and sends the joined code with Enter', async () => {
    const { user, verify } = renderStep();
    await user.keyboard('1234{Enter}');
    expect(verify).toHaveBeenCalledWith(expect.objectContaining({ otp: 1234 }));
  });

  it('keeps digits only while typing: a letter stays out of the boxes', async () => {
    const { user, verify, notifier } = renderStep();
    await user.keyboard('12a4');
    expect(boxes()).toEqual(['1', '2', '4', '']);
    await user.keyboard('{Enter}');
    expect(verify).not.toHaveBeenCalled();
    expect(notifier.error).toHaveBeenCalledWith('Please enter all 4 digits of OTP');
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

  it('fills all four boxes from a pasted code', async () => {
    const { verify } = renderStep();
    paste(1, ' 4321 ');
    expect(boxes()).toEqual(['4', '3', '2', '1']);
    fireEvent.submit(box(4));
    expect(verify).toHaveBeenCalledWith(expect.objectContaining({ otp: 4321 }));
  });

  it('a pasted code keeps its digits only and fills from the first box, wherever it was pasted', () => {
    renderStep();
    paste(3, '12 34');
    expect(boxes()).toEqual(['1', '2', '3', '4']);
    expect(box(4)).toHaveFocus();
  });

  it('pasting text without a digit fills nothing', () => {
    renderStep();
    paste(1, 'abcd');
    expect(boxes()).toEqual(['', '', '', '']);
  });

  it('counts down, as mm:ss, the time until a resend is possible; no Resend before zero', () => {
    renderStep();
    act(() => vi.advanceTimersByTime(1_000));
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('You can resend the code in 00:59');
    expect(timer).not.toHaveTextContent(/expires/i);
    expect(screen.queryByRole('button', { name: /resend/i })).not.toBeInTheDocument();
  });

  it('offers Resend at zero, and keeps it disabled for 10 s after a resend', async () => {
    const { user, resend } = renderStep();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('You can ask for a new code now.');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(resend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
  });

  it('after five wrong codes (429, locked) offers Resend at once, still within the 10 s lock after a resend', async () => {
    const { user, resend } = renderStep({ verify: () => Promise.reject(tooManyTries()) });
    await user.keyboard('1111{Enter}');
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(resend).toHaveBeenCalledTimes(1);
    await user.click(box(1));
    await user.keyboard('2222{Enter}');
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: /resend/i })).toBeDisabled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('a lock the server says lasts (Retry-After) keeps Resend disabled with its countdown until it ends (docs/product.md §10.7)', async () => {
    const lockedAnHour = new RequestError('Too many wrong codes.', {
      status: 429,
      notified: true,
      response: { message: 'x' },
      retryAfterSeconds: 3600,
    });
    const { user, resend } = renderStep({ verify: () => Promise.reject(lockedAnHour) });
    await user.keyboard('1111{Enter}');
    await act(async () => undefined);
    expect(screen.getByRole('timer')).toHaveTextContent(
      'Too many wrong codes. You can ask for a new code in 60:00',
    );
    const button = screen.getByRole('button', { name: 'Resend (in 60:00)' });
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('59:59');
    await user.click(screen.getByRole('button', { name: /^Resend/ }));
    expect(resend).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3_599_000));
    expect(screen.getByRole('timer')).toHaveTextContent('You can ask for a new code now.');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it('has a named back button', async () => {
    const { user, onBack } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('disables Verify and ignores Enter while the request is pending', async () => {
    const pending = deferred<unknown>();
    const { user, verify } = renderStep({ verify: () => pending.promise });
    await user.keyboard('1234{Enter}');
    expect(screen.getByRole('button', { name: /verifying/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('shows its title as the heading', () => {
    renderStep({ title: 'Verify Your Email' });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeInTheDocument();
  });
});
