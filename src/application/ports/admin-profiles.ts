import type { AdminProfile } from '../../domain/entities';

export interface AdminProfiles {
  get(adminId: string, signal?: AbortSignal): Promise<AdminProfile>;
  uploadImage(adminId: string, image: Blob): Promise<void>;
}
