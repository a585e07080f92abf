import { useCallback, useSyncExternalStore } from 'react';
import type { Theme } from '../../../domain/entities';
import { useBoot } from '../boot-context';

/** The theme in force: the class on the document root, which the boot set from the saved one before paint. */
const rootTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/** Every toggle, wherever it sits, follows the root class (a server render, with no document, sees light). */
function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The light/dark theme (docs/product.md §1): read from the root class, not from storage, so rendering touches nothing but
 * the document; toggling swaps the class and saves the choice, once per click.
 */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const { themeStore } = useBoot();
  const theme = useSyncExternalStore(subscribe, rootTheme, (): Theme => 'light');
  const toggle = useCallback(() => {
    const next: Theme = rootTheme() === 'light' ? 'dark' : 'light';
    themeStore.apply(next);
    themeStore.save(next);
  }, [themeStore]);
  return { theme, toggle };
}
