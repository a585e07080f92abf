import type { ReactNode } from 'react';
import { ThemeToggle } from '../../shared/components/ThemeToggle';
import { Logo } from '../../shared/components/Logo';
import './auth.css';

/** The sign-in screens' frame: the login image beside a single card, with the logo and the theme switch. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="auth__art">
        <img
          src="/images/login-illustration.svg"
          alt="An admin reviewing client points and broadcasts on a laptop"
          width="480"
          height="400"
        />
      </div>
      <div className="auth__side">
        <header className="auth__bar">
          <Logo />
          <ThemeToggle />
        </header>
        <main id="main" className="auth__card" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
