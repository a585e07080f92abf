import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createLocalThemeStore } from './adapters/browser/local-theme-store';
import { App } from './ui/app/App';
import { BootContext, type Boot } from './ui/app/boot-context';
import './ui/styles/base.css';

// Only the theme store is wired eagerly: public pages need nothing else.
const themeStore = createLocalThemeStore();
themeStore.apply(themeStore.load());

const boot: Boot = {
  themeStore,
  loadServices: () =>
    import('./adapters/container').then(({ createServices }) =>
      createServices({ backend: __BACKEND__, apiBase: import.meta.env.VITE_API_BASE ?? '/api/' }),
    ),
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root, {
  // A page crash is caught by its route's error boundary and logged here, once.
  onCaughtError: (error) => console.error('A page failed to render:', error),
}).render(
  <StrictMode>
    <BootContext.Provider value={boot}>
      <App />
    </BootContext.Provider>
  </StrictMode>,
);
