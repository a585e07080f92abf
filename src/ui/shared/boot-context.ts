import { createContext, useContext } from 'react';
import type { ServiceLocator } from '../../application/ports/service-locator';
import type { ThemeStore } from '../../application/ports/theme-store';

/** The areas that need services: sign-in needs a few, the console those and its repositories. */
export type ServicesArea = 'auth' | 'console';

/** What the bootstrap hands the UI: the tiny theme store every page needs, and a lazy way to the services. */
export interface Boot {
  themeStore: ThemeStore;
  /**
   * Loads the composition root on first use (its own chunk), and for the console its repositories too (a second
   * chunk); every call for an area returns the same promise, and both resolve to one lookup.
   */
  loadServices: (area: ServicesArea) => Promise<ServiceLocator>;
}

export const BootContext = createContext<Boot | null>(null);

export function useBoot(): Boot {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot must be used inside <BootContext.Provider>');
  return boot;
}
