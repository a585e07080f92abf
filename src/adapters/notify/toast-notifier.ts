// The unstyled entry, like src/ui/shared/components/toasts/Toasts.tsx: both must share one toast store.
import { toast } from 'react-toastify/unstyled';
import type { Notifier } from '../../application/ports/notifier';
import { TOAST_MS } from '../../domain/constants';

/**
 * An open modal dialog hosts its own toast outlet (`data-toast-host`), because the page's outlet sits
 * under the dialog's backdrop; errors go there so they can be read and dismissed.
 */
function openDialogHost(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLElement>('dialog[open] [data-toast-host]')?.dataset.toastHost;
}

/** Toasts through react-toastify; the UI's outlets render them (bottom centre). */
export function createToastNotifier(): Notifier {
  return {
    success: (message, options) => {
      toast.success(message, { autoClose: options?.durationMs ?? TOAST_MS });
    },
    error: (message, options) => {
      // An app-wide message (the session ended) goes to the page: the dialog is about to disappear with it.
      const containerId = options?.appWide ? undefined : openDialogHost();
      toast.error(message, { autoClose: options?.durationMs ?? TOAST_MS, containerId });
    },
  };
}
