import { useEffect, useState, type ReactNode } from 'react';
import { ConsoleHeader } from './ConsoleHeader';
import { ProgressBar } from './ProgressBar';
import { Sidebar } from './Sidebar';
import './shell.css';

const SIDEBAR_ID = 'console-sidebar';

/** The console frame: skip link first, the progress bar, the sidebar, the header and the page in <main>. */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);

  // The small-screen menu closes on Escape, like any disclosure.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="console">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ProgressBar />
      <Sidebar id={SIDEBAR_ID} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      {menuOpen && <div className="console__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className="console__body">
        <ConsoleHeader
          menuId={SIDEBAR_ID}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
        />
        <main id="main" className="console__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
