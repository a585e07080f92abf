import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ThemeStore } from '../../../src/application/ports/theme-store';
import { BootContext, type Boot } from '../../../src/ui/shared/boot-context';
import { createLocalThemeStore } from '../../../src/adapters/browser/local-theme-store';

/** Renders a public component at a path, with the real theme store on jsdom's localStorage. */
export function renderPublic(ui: ReactElement, path = '/') {
  const location = memoryLocation({ path, record: true });
  const themeStore: ThemeStore = createLocalThemeStore();
  // As the boot does (main.tsx), before the first render: the saved theme is on the root.
  themeStore.apply(themeStore.load());
  const boot: Boot = {
    themeStore,
    loadServices: () => Promise.reject(new Error('no services on public pages')),
  };
  const result = render(
    <BootContext.Provider value={boot}>
      <Router hook={location.hook}>{ui}</Router>
    </BootContext.Provider>,
  );
  return { ...result, history: location.history };
}
