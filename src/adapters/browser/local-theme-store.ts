import type { ThemeStore } from '../../application/ports/theme-store';
import { DEFAULT_THEME, THEME_KEY } from '../../application/ports/theme-store';
import type { Theme } from '../../domain/entities';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The theme in localStorage under `theme`, applied as a class on the document root. */
export function createLocalThemeStore(
  storage: Storage = localStorage,
  root: HTMLElement = document.documentElement,
): ThemeStore {
  return {
    load() {
      try {
        const saved = storage.getItem(THEME_KEY);
        return isTheme(saved) ? saved : DEFAULT_THEME;
      } catch {
        return DEFAULT_THEME;
      }
    },
    save(theme) {
      try {
        storage.setItem(THEME_KEY, theme);
      } catch {
        // Storage full or blocked: the theme still applies for this visit.
      }
    },
    apply(theme) {
      root.classList.remove('light', 'dark');
      root.classList.add(theme);
      root.style.colorScheme = theme;
    },
  };
}
