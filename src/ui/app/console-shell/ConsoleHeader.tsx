import { Link, useLocation } from 'wouter';
import { ThemeToggle } from '../../shared/components/ThemeToggle';
import { AccountMenu } from './AccountMenu';
import { useAdminProfile } from '../../session/admin-profile';
import { sectionOf } from './sections';
import { MenuIcon } from './shell-icons';
import { PATHS } from '../../shared/routes/paths';

const PLACEHOLDER = '/images/avatar-placeholder.svg';

interface ConsoleHeaderProps {
  menuId: string;
  menuOpen: boolean;
  onToggleMenu(): void;
}

/** The section title as the page's h1, who is signed in, the theme switch, the account menu and the avatar. */
export function ConsoleHeader({ menuId, menuOpen, onToggleMenu }: ConsoleHeaderProps) {
  const [path] = useLocation();
  const { profile } = useAdminProfile();
  return (
    <header className="console-header">
      <button
        type="button"
        className="icon-button console-header__menu"
        aria-label="Menu"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </button>
      <h1 className="console-header__title">{sectionOf(path)}</h1>
      <div className="console-header__tools">
        <ThemeToggle />
        <p className="console-header__who">
          <span className="console-header__label">Logged in as</span>{' '}
          <span className="console-header__name">{profile?.name ?? '…'}</span>
        </p>
        <AccountMenu />
        <Link href={PATHS.profile} className="console-header__avatar" aria-label="Profile">
          <img
            src={profile?.image || PLACEHOLDER}
            alt=""
            width="40"
            height="40"
            // A photo that does not load shows the placeholder, never a broken image in the circle.
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(PLACEHOLDER)) event.currentTarget.src = PLACEHOLDER;
            }}
          />
        </Link>
      </div>
    </header>
  );
}
