import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import { TOKENS } from '../../../../application/tokens';
import { useOptionalService } from '../../hooks/useService';
import './dialog.css';

// The toast library comes with the first open dialog, not with every page that may open one.
const DialogToasts = lazy(() =>
  import('../toasts/ToastOutlet').then(({ DialogToasts }) => ({ default: DialogToasts })),
);

export interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  description?: string;
}

/**
 * A modal on the native <dialog>: showModal() moves focus in and makes the page behind inert; Escape and the
 * close button call onClose (the parent decides, so a pending dialog can stay open); focus returns on close.
 */
export function Dialog({ open, title, onClose, children, description }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const hosts = useOptionalService(TOKENS.NoticeHosts);
  // Said as the dialog opens, before its lazy outlet is up: a message sent meanwhile waits for that outlet.
  useEffect(() => (open ? hosts?.opening(titleId) : undefined), [open, hosts, titleId]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', ''); // environments without showModal (jsdom)
    // The first field if there is one, else the first button: where the admin starts typing.
    const first =
      dialog.querySelector<HTMLElement>('[autofocus], input, textarea, select') ??
      dialog.querySelector<HTMLElement>('button:not(:disabled)');
    first?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  // The native Escape closes the dialog by itself; cancel it and let the parent's state decide.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      {open && (
        <div className="dialog__body">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="icon-button dialog__close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {description && (
            <p id={descriptionId} className="dialog__description">
              {description}
            </p>
          )}
          {children}
          <Suspense fallback={null}>
            <DialogToasts id={titleId} />
          </Suspense>
        </div>
      )}
    </dialog>
  );
}
