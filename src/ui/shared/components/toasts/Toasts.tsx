// The unstyled build plus its stylesheet: no style element injected at run time, so the CSP needs no
// 'unsafe-inline'. The notifier adapter imports the same entry, so both share one toast store.
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_MS } from '../../../../domain/constants';

function DismissButton({ closeToast }: CloseButtonProps) {
  return (
    <button type="button" className="toast-dismiss" onClick={closeToast}>
      Dismiss
    </button>
  );
}

const shared = {
  position: 'bottom-center',
  autoClose: TOAST_MS,
  closeButton: DismissButton,
  closeOnClick: false,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  theme: 'colored',
} as const;

/** The page's toast outlet: bottom centre, 5 s, colours by kind (SPEC §8). */
export function Toasts() {
  return <ToastContainer {...shared} />;
}

/**
 * A modal dialog puts the page behind it, toasts included, under its backdrop and makes it inert. So an open
 * dialog hosts its own outlet, marked with data-toast-host; the notifier sends errors there, where the admin
 * is looking and can dismiss them. (Successes go to the page: the dialog closes on success.)
 */
export function DialogToasts() {
  return (
    <div data-toast-host="dialog">
      <ToastContainer {...shared} containerId="dialog" />
    </div>
  );
}
