/**
 * The business's time zone as the console holds it (docs/product.md §10.31): the shell's provider
 * (src/ui/session/business-zone.ts) reads it once; any screen asks for it here.
 */
import { createContext, useContext } from 'react';

export interface BusinessZoneState {
  /** null until the settings are read (or outside the console, or when they could not be). */
  zone: string | null;
  /** false while the settings are being read: a page waits, so no time is first shown in another zone. */
  settled: boolean;
  /** A zone saved in Settings: every screen shows it from now on. */
  changed(zone: string): void;
}

export const BusinessZoneContext = createContext<BusinessZoneState>({
  zone: null,
  settled: true,
  changed: () => undefined,
});

export const useBusinessZone = (): BusinessZoneState => useContext(BusinessZoneContext);
