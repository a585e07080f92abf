import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { isAbort } from '../../application/request-error';
import { TOKENS } from '../../application/tokens';
import type { AdminProfile } from '../../domain/entities';
import { ADMIN, SUPER_ADMIN, mayAct } from '../../domain/roles';
import { useService } from '../shared/hooks/useService';
import { useAdminId, useSessionStatus } from './session-hooks';

export interface AdminProfileState {
  profile: AdminProfile | null;
  /** Fetches the profile again (after a photo upload, say); every reader sees the new one. */
  reload(): void;
}

export const AdminProfileContext = createContext<AdminProfileState | null>(null);

/** Loads the signed-in admin's profile; with `enabled` false it stays idle (a provider above already loads it). */
function useProfileLoader(enabled: boolean): AdminProfileState {
  const profiles = useService(TOKENS.AdminProfiles);
  const events = useService(TOKENS.SessionEvents);
  const adminId = useAdminId();
  // An expired session must not be used for a call (its 401 would end the session a second time).
  const signedIn = useSessionStatus() === 'valid';
  const [profile, setProfile] = useState<AdminProfile | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled || !signedIn || !adminId) return;
    const controller = new AbortController();
    profiles.get(adminId, controller.signal).then(setProfile, (error: unknown) => {
      // The HTTP adapter has shown the failure already; an abort means we left.
      if (!isAbort(error)) setProfile(null);
    });
    return () => controller.abort();
  }, [enabled, signedIn, adminId, profiles, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Every admin call's answer says the caller's role as it is now: a Super Admin demoted (or an Admin
  // promoted) while signed in sees the menu and pages of the new role after their next call, not a reload.
  useEffect(() => {
    if (!enabled || profile === null) return;
    const rights = mayAct(profile.role, SUPER_ADMIN) ? SUPER_ADMIN : ADMIN;
    return events.onRole((role) => {
      if (role !== rights) reload();
    });
  }, [enabled, profile, events, reload]);
  return { profile, reload };
}

/** The console shell loads the profile once for the header and every page under it. */
export function AdminProfileProvider({ children }: { children: ReactNode }) {
  const value = useProfileLoader(true);
  return createElement(AdminProfileContext.Provider, { value }, children);
}

/** The signed-in admin's profile: shared inside the console shell, loaded on its own elsewhere. */
export function useAdminProfile(): AdminProfileState {
  const shared = useContext(AdminProfileContext);
  const own = useProfileLoader(shared === null);
  return shared ?? own;
}

/**
 * The profile the console shell loaded, or null (not yet, or outside the shell): for a default that may come
 * late (Add Points' location), never a request of its own.
 */
export function useLoadedProfile(): AdminProfile | null {
  return useContext(AdminProfileContext)?.profile ?? null;
}
