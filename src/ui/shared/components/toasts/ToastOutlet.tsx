// The unstyled build plus its stylesheet: no style element injected at run time, so the CSP needs no
// 'unsafe-inline'. The notifier adapter imports the same entry, so both share one toast store.
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useEffect } from 'react';
import { TOKENS } from '../../../../application/tokens';
import { TOAST_MS } from '../../../../application/ports/notifier';
import { useOptionalService } from '../../hooks/useService';

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

/** The page's toast outlet: bottom centre, 5 s, colours by kind (docs/product.md §8). Loaded on demand: see Toasts. */
export default function PageToasts() {
  return <ToastContainer {...shared} />;
}

/**
 * A modal dialog puts the page behind it, toasts included, under its backdrop and makes it inert. So an open
 * dialog renders its own outlet, under its own id, and says it hosts messages (NoticeHosts) while it is open;
 * the notifier sends errors there, where the admin is looking and can dismiss them.
 */
export function DialogToasts({ id }: { id: string }) {
  const hosts = useOptionalService(TOKENS.NoticeHosts);
  useEffect(() => hosts?.host(id), [hosts, id]);
  return <ToastContainer {...shared} containerId={id} />;
}
