import type { AdminProfile } from '../../domain/entities';

export interface AdminProfiles {
  get(adminId: string, signal?: AbortSignal): Promise<AdminProfile>;
  uploadImage(adminId: string, image: Blob): Promise<void>;
  /** The signed-in admin's own password; the server ends every other session of theirs. */
  changePassword(change: { currentPassword: string; newPassword: string }): Promise<void>;
}
