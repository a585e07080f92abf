/**
 * The business's time zone in the console (docs/product.md §10.23): loaded once by the console shell, it is
 * the zone every time on screen is shown in (luxon's default zone, which every format of src/ui/shared/format.ts
 * and src/domain/list-dates.ts takes when it is given none) and the zone a "Times in …" note names.
 */
import { Settings } from 'luxon';
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isAbort } from '../../application/request-error';
import { TOKENS } from '../../application/tokens';
import { useService } from '../shared/hooks/useService';
import { useSessionStatus } from './session-hooks';

export interface BusinessZoneState {
  /** null until the settings are read (or outside the console, or when they could not be). */
  zone: string | null;
  /** false while the settings are being read: a page waits, so no time is first shown in another zone. */
  settled: boolean;
  /** A zone saved in Settings: every screen shows it from now on. */
  changed(zone: string): void;
}

const BusinessZoneContext = createContext<BusinessZoneState>({
  zone: null,
  settled: true,
  changed: () => undefined,
});

/** Shows every time in `zone` while mounted; the browser's own zone again after. */
function useDefaultZone(zone: string | null): void {
  useEffect(() => {
    if (zone === null) return;
    Settings.defaultZone = zone;
    return () => {
      Settings.defaultZone = 'system';
    };
  }, [zone]);
}

export function BusinessZoneProvider({ children }: { children: ReactNode }) {
  const settings = useService(TOKENS.Settings);
  const signedIn = useSessionStatus() === 'valid';
  const [read, setRead] = useState<{ zone: string | null; settled: boolean }>({ zone: null, settled: false });
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    settings.load(controller.signal).then(
      ({ timeZone }) => setRead({ zone: timeZone, settled: true }),
      (error: unknown) => {
        // The HTTP adapter has said so already; the console then shows the browser's zone and names none.
        if (!isAbort(error)) setRead({ zone: null, settled: true });
      },
    );
    return () => controller.abort();
  }, [settings, signedIn]);
  useDefaultZone(read.zone);
  const value = useMemo(
    () => ({ ...read, changed: (zone: string) => setRead({ zone, settled: true }) }),
    [read],
  );
  return createElement(BusinessZoneContext.Provider, { value }, children);
}

export const useBusinessZone = (): BusinessZoneState => useContext(BusinessZoneContext);
