// The unstyled build plus its stylesheet: no style element injected at run time, so the CSP needs no
// 'unsafe-inline'. The notifier adapter imports the same entry, so both share one toast store.
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_MS } from '../../domain/constants';

function DismissButton({ closeToast }: CloseButtonProps) {
  return (
    <button type="button" className="toast-dismiss" onClick={closeToast}>
      Dismiss
    </button>
  );
}

/** The one toast outlet: bottom centre, 5 s, colours by kind (SPEC §8). */
export function Toasts() {
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={TOAST_MS}
      closeButton={DismissButton}
      closeOnClick={false}
      pauseOnHover
      pauseOnFocusLoss
      theme="colored"
    />
  );
}
