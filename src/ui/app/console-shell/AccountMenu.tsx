import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useLogout } from '../../session/session-hooks';
import { ChevronIcon } from './shell-icons';
import { PATHS } from '../../shared/routes/paths';

/** The header dropdown: Change Password, Signed-in devices and Logout. Closes on Escape, on a click outside and on leaving it. */
export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      className="account-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && root.current?.contains(event.relatedTarget)))
          setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="icon-button account-menu__toggle"
        aria-label="Account options"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronIcon />
      </button>
      <ul id={id} className="account-menu__list" hidden={!open}>
        <li>
          <Link href={PATHS.resetPassword} className="account-menu__item" onClick={() => setOpen(false)}>
            Change Password
          </Link>
        </li>
        <li>
          <Link href={PATHS.devices} className="account-menu__item" onClick={() => setOpen(false)}>
            Signed-in devices
          </Link>
        </li>
        <li>
          <button type="button" className="account-menu__item" onClick={() => void logout()}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
