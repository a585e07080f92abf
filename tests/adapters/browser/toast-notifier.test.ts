import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeHosts } from '../../../src/adapters/notify/notice-hosts';
import { createToastNotifier } from '../../../src/adapters/notify/toast-notifier';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
// The unstyled entry is the one <Toasts> renders from: the notifier must use the same store.
vi.mock('react-toastify/unstyled', () => ({ toast }));

/** The notifier loads the library on its first message: let that import settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
  toast.dismiss.mockReset();
});

describe('the toast notifier (react-toastify)', () => {
  it('shows success toasts for 5 seconds by default', async () => {
    createToastNotifier().success('Saved');
    await settled();
    expect(toast.success).toHaveBeenCalledExactlyOnceWith('Saved', { autoClose: 5000 });
  });

  it('shows error toasts for the given duration', async () => {
    createToastNotifier().error('Session Expired! Please Login.', { durationMs: 10000 });
    await settled();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Session Expired! Please Login.', {
      autoClose: 10000,
      containerId: undefined,
    });
  });

  it('sends errors to the open dialog hosting messages, whose backdrop would hide the page outlet, but successes to the page', async () => {
    const hosts = createNoticeHosts();
    const notifier = createToastNotifier(hosts);
    const close = hosts.host('dialog-1');
    notifier.error('Points must be at least 1');
    notifier.success('Points added');
    await settled();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Points must be at least 1', {
      autoClose: 5000,
      containerId: 'dialog-1',
    });
    expect(toast.success).toHaveBeenCalledExactlyOnceWith('Points added', { autoClose: 5000 });
    close();
    notifier.error('Server down');
    await settled();
    expect(toast.error).toHaveBeenLastCalledWith('Server down', { autoClose: 5000, containerId: undefined });
  });

  it('no longer looks for a dialog in the document: only a dialog that hosts messages receives them', async () => {
    document.body.innerHTML = '<dialog open><div data-toast-host="dialog"></div></dialog>';
    createToastNotifier(createNoticeHosts()).error('Points must be at least 1');
    await settled();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Points must be at least 1', {
      autoClose: 5000,
      containerId: undefined,
    });
    document.body.innerHTML = '';
  });

  it('a dialog opened over another hosts the messages until it closes', async () => {
    const hosts = createNoticeHosts();
    const notifier = createToastNotifier(hosts);
    hosts.host('outer');
    const closeInner = hosts.host('inner');
    notifier.error('one');
    closeInner();
    notifier.error('two');
    await settled();
    expect(toast.error.mock.calls.map(([, options]) => options.containerId)).toEqual(['inner', 'outer']);
  });

  it('an app-wide error (the session ended) goes to the page even with a dialog open, since the dialog is closing', async () => {
    const hosts = createNoticeHosts();
    hosts.host('dialog-1');
    createToastNotifier(hosts).error('Session Expired! Please Login.', { durationMs: 10000, appWide: true });
    await settled();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Session Expired! Please Login.', {
      autoClose: 10000,
      containerId: undefined,
    });
  });

  it('wakes the outlets that wait for a first message, once, as it sends it', () => {
    const hosts = createNoticeHosts();
    const woken = vi.fn();
    hosts.onFirstSent(woken);
    expect(hosts.anySent()).toBe(false);
    const notifier = createToastNotifier(hosts);
    notifier.error('one');
    notifier.success('two');
    expect(hosts.anySent()).toBe(true);
    expect(woken).toHaveBeenCalledOnce();
  });

  it("wakes the page's outlet when a dialog hosts messages, so a success sent as it closes has one", () => {
    const hosts = createNoticeHosts();
    const woken = vi.fn();
    hosts.onFirstSent(woken);
    hosts.host('dialog')();
    expect(hosts.anySent()).toBe(true);
    expect(woken).toHaveBeenCalledOnce();
  });

  it('holds an error for a dialog whose outlet is still on its way, and sends it there once it is up', async () => {
    const hosts = createNoticeHosts();
    const notifier = createToastNotifier(hosts);
    hosts.opening('dialog-1');
    notifier.error('The broadcast message cannot be empty.');
    await settled();
    expect(toast.error).not.toHaveBeenCalled();
    hosts.host('dialog-1');
    await settled();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('The broadcast message cannot be empty.', {
      autoClose: 5000,
      containerId: 'dialog-1',
    });
  });

  it("dismissErrors takes down the screen's error toasts, never an app-wide one (docs/architecture.md, 'Console conventions')", async () => {
    toast.error.mockReturnValueOnce('refused').mockReturnValueOnce('expired');
    const notifier = createToastNotifier();
    notifier.error('Invalid email or password.');
    notifier.error('Session Expired! Please Login.', { appWide: true });
    await settled();
    notifier.dismissErrors();
    await settled();
    expect(toast.dismiss).toHaveBeenCalledExactlyOnceWith('refused');
    notifier.dismissErrors();
    await settled();
    expect(toast.dismiss).toHaveBeenCalledTimes(1);
  });
});
