import { Link, useLocation } from 'wouter';
import { mayAct } from '../../../domain/roles';
import { useAdminProfile } from '../../session/admin-profile';
import { useLogout } from '../../session/session-hooks';
import { sectionOf, SIDEBAR_ENTRIES } from './sections';
import { SectionIcon, LogoutIcon } from './shell-icons';

/** The black sidebar: Home, Points, Broadcasts, Activity, Team for Super Admins (the current one marked), Logout. */
export function Sidebar({ id, open, onNavigate }: { id: string; open: boolean; onNavigate(): void }) {
  const [path] = useLocation();
  const current = sectionOf(path);
  const logout = useLogout();
  // Until the profile arrives, no role-bound entry shows: hiding is the safe default.
  const role = useAdminProfile().profile?.role ?? '';
  return (
    <div id={id} className={`sidebar${open ? ' sidebar--open' : ''}`}>
      <div className="sidebar__brand" aria-hidden="true">
        Loyal<strong>Loop</strong>
      </div>
      <nav aria-label="Console">
        <ul className="sidebar__list">
          {SIDEBAR_ENTRIES.filter((entry) => entry.role === undefined || mayAct(role, entry.role)).map(
            (section) => (
              <li key={section.href}>
                <Link
                  href={section.href}
                  className="sidebar__link"
                  aria-current={section.title === current ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <SectionIcon name={section.title} />
                  {section.title}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <button type="button" className="sidebar__link sidebar__logout" onClick={() => void logout()}>
        <LogoutIcon />
        Logout
      </button>
    </div>
  );
}
