// The unstyled entry, like src/ui/shared/components/toasts/Toasts.tsx: both must share one toast store.
import { toast } from 'react-toastify/unstyled';
import type { Notifier } from '../../application/ports/notifier';
import { TOAST_MS } from '../../domain/constants';
import { createNoticeHosts, type NoticeHostStack } from './notice-hosts';

/**
 * Toasts through react-toastify; the UI's outlets render them (bottom centre). Errors go to the open dialog
 * that hosts messages, where the admin is looking; successes to the page (a dialog closes on success).
 */
export function createToastNotifier(hosts: NoticeHostStack = createNoticeHosts()): Notifier {
  return {
    success: (message, options) => {
      toast.success(message, { autoClose: options?.durationMs ?? TOAST_MS });
    },
    error: (message, options) => {
      // An app-wide message (the session ended) goes to the page: the dialog is about to disappear with it.
      const containerId = options?.appWide ? undefined : hosts.current();
      toast.error(message, { autoClose: options?.durationMs ?? TOAST_MS, containerId });
    },
  };
}
