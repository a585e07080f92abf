import type { Theme } from '../../domain/entities';

/** Where the theme is saved, and what a first visit gets (the page's inline script reads the same). */
export const THEME_KEY = 'theme';
export const DEFAULT_THEME = 'light';

export interface ThemeStore {
  /** The saved theme, or light. */
  load(): Theme;
  save(theme: Theme): void;
  /** Puts the theme's class on the document root. */
  apply(theme: Theme): void;
}
