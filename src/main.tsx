import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { createLocalThemeStore } from './adapters/browser/local-theme-store';
import { App } from './ui/app/App';
import { API_BASE } from './contract/base';
import { BootContext, type Boot } from './ui/shared/boot-context';
import { areaOf } from './ui/app/routes/areas';
import { warmRouteChunks } from './ui/app/routes/warm-up';
import type { ServiceLocator } from './application/ports/service-locator';
import type { Services } from './adapters/container';
import './ui/shared/styles/base.css';

// Only the theme store is wired eagerly: public pages need nothing else.
const themeStore = createLocalThemeStore();
themeStore.apply(themeStore.load());

// The composition root is its own chunk, built once, on the first screen that needs services; the console's
// repositories are a second one, bound on the console's first page (docs/performance.md, "Bundle budgets").
let services: Promise<Services> | null = null;
let consoleServices: Promise<ServiceLocator> | null = null;
const loadRoot = () =>
  (services ??= import('./adapters/container').then(({ createServices }) =>
    createServices({ backend: __BACKEND__, apiBase: import.meta.env.VITE_API_BASE ?? API_BASE }),
  ));
const boot: Boot = {
  themeStore,
  loadServices: (area) =>
    area === 'auth' ? loadRoot() : (consoleServices ??= loadRoot().then((root) => root.loadConsole())),
};

// A deep link to sign-in or the console fetches its chunks and the services together, not in turn.
const bootArea = areaOf(location.pathname);
if (bootArea !== 'site') void boot.loadServices(bootArea);
warmRouteChunks(location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const options: RootOptions = {
  // A page crash is caught by its route's error boundary and logged here, once.
  onCaughtError: (error) => console.error('A page failed to render:', error),
};
const app = (
  <StrictMode>
    <BootContext.Provider value={boot}>
      <App />
    </BootContext.Provider>
  </StrictMode>
);
// A public page's own file holds its server markup: hydrate it. Markup made for another path (a page file
// reached by another address) would not match, so it is dropped and the app renders afresh, as on the shell.
if (root.dataset.prerendered === location.pathname) {
  // The page is readable as it arrived: let the browser paint it first, then attach React.
  requestAnimationFrame(() => setTimeout(() => hydrateRoot(root, app, options), 0));
} else {
  root.replaceChildren();
  createRoot(root, options).render(app);
}
