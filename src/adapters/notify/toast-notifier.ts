import type * as Toastify from 'react-toastify/unstyled';
import type { Notifier } from '../../application/ports/notifier';
import { TOAST_MS } from '../../application/ports/notifier';
import { createNoticeHosts, type NoticeHostStack } from './notice-hosts';

// The unstyled entry, like src/ui/shared/components/toasts/ToastOutlet.tsx: both must share one toast store.
type ToastLibrary = typeof Toastify;
let library: Promise<ToastLibrary> | null = null;
// Loaded on the first message, not with the services: a sign-in page that shows none never downloads it.
// A toast sent before any outlet is mounted waits in the library's queue until one is.
const loadLibrary = () => (library ??= import('react-toastify/unstyled'));

/**
 * Toasts through react-toastify; the UI's outlets render them (bottom centre). Errors go to the open dialog
 * that hosts messages, where the admin is looking; successes to the page (a dialog closes on success).
 */
export function createToastNotifier(hosts: NoticeHostStack = createNoticeHosts()): Notifier {
  // A message for a dialog waits for its outlet, which comes with the library on the first dialog opened.
  const show = (send: (toast: ToastLibrary['toast']) => void, dialog?: string) => {
    hosts.markSent();
    void Promise.all([loadLibrary(), dialog ? hosts.whenUp(dialog) : undefined]).then(([{ toast }]) =>
      send(toast),
    );
  };
  // The screen's error toasts still up (their ids), so dismissErrors can take them down; app-wide ones stay.
  const screenErrors = new Set<string | number>();
  return {
    success: (message, options) => {
      show((toast) => toast.success(message, { autoClose: options?.durationMs ?? TOAST_MS }));
    },
    error: (message, options) => {
      // Where to show it is decided now, while the dialog that should host it is still open.
      // An app-wide message (the session ended) goes to the page: the dialog is about to disappear with it.
      const containerId = options?.appWide ? undefined : hosts.current();
      show((toast) => {
        const id = toast.error(message, { autoClose: options?.durationMs ?? TOAST_MS, containerId });
        if (!options?.appWide) screenErrors.add(id);
      }, containerId);
    },
    dismissErrors: () => {
      if (screenErrors.size === 0) return;
      const ids = [...screenErrors];
      screenErrors.clear();
      void loadLibrary().then(({ toast }) => ids.forEach((id) => toast.dismiss(id)));
    },
  };
}
