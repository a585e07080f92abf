import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ThemeToggle } from '../../../shared/components/ThemeToggle';
import { HEADER_LINKS } from './nav-links';
import { Logo } from '../../../shared/components/Logo';
import './layout.css';
import { PATHS } from '../../../shared/routes/paths';

/** The public header; `mobile` forces the phone layout (the /mobile-header preview). */
export function PublicHeader({ variant = 'responsive' }: { variant?: 'responsive' | 'mobile' }) {
  const [location] = useLocation();
  // The menu belongs to the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);

  // Opening moves focus into the menu (its first link), so the keyboard starts where the eyes are.
  useEffect(() => {
    if (open) drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const close = () => {
    setOpenOn(null);
    button.current?.focus();
  };

  // While open, Tab and Shift+Tab cycle through the Menu button and the menu: the page behind is covered.
  const keepFocusIn = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') return close();
    if (event.key !== 'Tab' || !button.current) return;
    const stops = [button.current, ...(drawer.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];
    const at = stops.findIndex((stop) => stop === document.activeElement);
    const next = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : (at + 1) % stops.length;
    event.preventDefault();
    stops[next]?.focus();
  };

  return (
    <header className={`pub-header pub-header--${variant}`} onKeyDown={keepFocusIn}>
      <div className="pub-header__bar">
        <Logo />
        <nav className="pub-header__nav" aria-label="Main">
          <ul>
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={location === link.href ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="pub-header__actions">
          <ThemeToggle />
          <Link href={PATHS.login} className="button button--secondary pub-header__cta">
            Log In
          </Link>
          <Link href={PATHS.register} className="button pub-header__cta">
            Sign Up
          </Link>
          <button
            type="button"
            ref={button}
            className="icon-button pub-header__menu-button"
            aria-label="Menu"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => (open ? close() : setOpenOn(location))}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </div>
      <nav ref={drawer} id={menuId} className="pub-header__drawer" aria-label="Mobile" hidden={!open}>
        <ul>
          {HEADER_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <div className="pub-header__drawer-actions">
          <Link href={PATHS.login} className="button button--secondary">
            Log In
          </Link>
          <Link href={PATHS.register} className="button">
            Sign Up
          </Link>
        </div>
      </nav>
    </header>
  );
}
