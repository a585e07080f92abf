/**
 * The business's time zone in the console (docs/product.md §10.31): loaded once by the console shell, it is
 * the zone every time on screen is shown in (luxon's default zone, which every format of src/ui/shared/format.ts
 * and src/domain/list-dates.ts takes when it is given none) and the zone a "Times in …" note names.
 */
import { Settings } from 'luxon';
import { createElement, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isAbort } from '../../application/request-error';
import { TOKENS } from '../../application/tokens';
import { useService } from '../shared/hooks/useService';
import { BusinessZoneContext } from '../shared/zone/business-zone-context';
import { useSessionStatus } from './session-hooks';

/**
 * Shows every time in `zone` from now on (the browser's own with null). Set before the pages render with it,
 * never in an effect after: a page drawn first would show its times in the browser's zone.
 */
const showTimesIn = (zone: string | null): void => {
  Settings.defaultZone = zone ?? 'system';
};

export function BusinessZoneProvider({ children }: { children: ReactNode }) {
  const settings = useService(TOKENS.Settings);
  const signedIn = useSessionStatus() === 'valid';
  const [read, setRead] = useState<{ zone: string | null; settled: boolean }>({ zone: null, settled: false });
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    settings.load(controller.signal).then(
      ({ timeZone }) => {
        showTimesIn(timeZone);
        setRead({ zone: timeZone, settled: true });
      },
      (error: unknown) => {
        // The HTTP adapter has said so already; the console then shows the browser's zone and names none.
        if (!isAbort(error)) setRead({ zone: null, settled: true });
      },
    );
    return () => controller.abort();
  }, [settings, signedIn]);
  // Leaving the console (signing out) gives the browser its own zone back.
  useEffect(() => () => showTimesIn(null), []);
  const value = useMemo(
    () => ({
      ...read,
      changed: (zone: string) => {
        showTimesIn(zone);
        setRead({ zone, settled: true });
      },
    }),
    [read],
  );
  return createElement(BusinessZoneContext.Provider, { value }, children);
}
