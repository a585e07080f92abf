import type { AdminProfile } from '../../domain/entities';
import type { AdminProfiles } from '../ports/admin-profiles';

export const loadProfile = (
  profiles: AdminProfiles,
  adminId: string,
  signal?: AbortSignal,
): Promise<AdminProfile> => profiles.get(adminId, signal);
