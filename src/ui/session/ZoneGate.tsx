import type { ReactNode } from 'react';
import { PageLoading } from '../shared/components/PageLoading';
import { useBusinessZone } from '../shared/zone/business-zone-context';

/**
 * A console page waits for the business's zone (one small read), so its times never show in another first.
 * A zone saved in Settings shows on every page opened after (each formats its times as it mounts).
 */
export function ZoneGate({ children }: { children: ReactNode }) {
  return useBusinessZone().settled ? children : <PageLoading />;
}
