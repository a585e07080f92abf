// The unstyled entry, like src/ui/app/Toasts.tsx: both must share one toast store.
import { toast } from 'react-toastify/unstyled';
import type { Notifier } from '../../application/ports/notifier';
import { TOAST_MS } from '../../domain/constants';

/** Toasts through react-toastify; the one <ToastContainer> in the UI renders them (bottom centre). */
export function createToastNotifier(): Notifier {
  return {
    success: (message, options) => {
      toast.success(message, { autoClose: options?.durationMs ?? TOAST_MS });
    },
    error: (message, options) => {
      toast.error(message, { autoClose: options?.durationMs ?? TOAST_MS });
    },
  };
}
