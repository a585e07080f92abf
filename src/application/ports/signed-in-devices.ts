import type { DeviceSession } from '../../domain/team';

/** The signed-in admin's live sessions (docs/api.md, Sessions). */
export interface SignedInDevices {
  list(signal?: AbortSignal): Promise<DeviceSession[]>;
  signOut(sessionId: string): Promise<void>;
  signOutEverywhereElse(): Promise<void>;
}
