import { useCallback, useState } from 'react';
import type { Theme } from '../../../domain/entities';
import { useBoot } from '../boot-context';

export function useTheme(): { theme: Theme; toggle: () => void } {
  const { themeStore } = useBoot();
  const [theme, setTheme] = useState<Theme>(() => themeStore.load());
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === 'light' ? 'dark' : 'light';
      themeStore.apply(next);
      themeStore.save(next);
      return next;
    });
  }, [themeStore]);
  return { theme, toggle };
}
