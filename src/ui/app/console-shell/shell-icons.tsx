import { StrokeIcon } from '../../shared/components/StrokeIcon';

/** The shell's decorative icons; the links and buttons they sit in carry the names. */

/** The section icon of a name it does not know. */
const HOME = 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z';

const PATHS: Record<string, string> = {
  Overview: 'M4 20V10m6 10V4m6 16v-7m4 7H3',
  Home: HOME,
  Points: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z',
  Broadcasts: 'M4 10v4h3l6 4V6L7 10Zm12-1.5a4 4 0 0 1 0 7M18.5 6a7.5 7.5 0 0 1 0 12',
  Activity: 'M3 12h4l3-8 4 16 3-8h4',
  Team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9a6 6 0 0 1 12 0M17 11a3 3 0 1 0 0-6M21 20a6 6 0 0 0-4-5.6',
  Settings: 'M4 6h10m4 0h2M4 12h4m4 0h8M4 18h12m4 0h0M14 4v4M8 10v4M16 16v4',
};

export function SectionIcon({ name }: { name: string }) {
  return <StrokeIcon d={PATHS[name] ?? HOME} size={20} weight={2} />;
}

export function LogoutIcon() {
  return <StrokeIcon d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" size={20} weight={2} />;
}

export function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function ChevronIcon() {
  return <StrokeIcon d="M6 9l6 6 6-6" size={18} weight={2.2} />;
}
