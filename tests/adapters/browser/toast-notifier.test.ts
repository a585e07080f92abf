import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastNotifier } from '../../../src/adapters/notify/toast-notifier';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
// The unstyled entry is the one <Toasts> renders from: the notifier must use the same store.
vi.mock('react-toastify/unstyled', () => ({ toast }));

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('the toast notifier (react-toastify)', () => {
  it('shows success toasts for 5 seconds by default', () => {
    createToastNotifier().success('Saved');
    expect(toast.success).toHaveBeenCalledExactlyOnceWith('Saved', { autoClose: 5000 });
  });

  it('shows error toasts for the given duration', () => {
    createToastNotifier().error('Session Expired! Please Login.', { durationMs: 10000 });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Session Expired! Please Login.', {
      autoClose: 10000,
      containerId: undefined,
    });
  });

  it('sends errors into an open dialog, whose backdrop would hide the page outlet, but successes to the page', () => {
    document.body.innerHTML = '<dialog open><div data-toast-host="dialog"></div></dialog>';
    const notifier = createToastNotifier();
    notifier.error('Points must be at least 1');
    notifier.success('Points added');
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Points must be at least 1', {
      autoClose: 5000,
      containerId: 'dialog',
    });
    expect(toast.success).toHaveBeenCalledExactlyOnceWith('Points added', { autoClose: 5000 });
    document.body.innerHTML = '';
  });

  it('an app-wide error (the session ended) goes to the page even with a dialog open, since the dialog is closing', () => {
    document.body.innerHTML = '<dialog open><div data-toast-host="dialog"></div></dialog>';
    createToastNotifier().error('Session Expired! Please Login.', { durationMs: 10000, appWide: true });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Session Expired! Please Login.', {
      autoClose: 10000,
      containerId: undefined,
    });
    document.body.innerHTML = '';
  });
});
