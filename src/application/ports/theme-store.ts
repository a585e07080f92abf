import type { Theme } from '../../domain/entities';

export interface ThemeStore {
  /** The saved theme, or light. */
  load(): Theme;
  save(theme: Theme): void;
  /** Puts the theme's class on the document root. */
  apply(theme: Theme): void;
}
