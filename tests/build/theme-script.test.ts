// @vitest-environment jsdom
// The theme's inline script (scripts/theme-script.ts) applies what the theme store saved before first paint,
// and marks the root `js`.
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalThemeStore } from '../../src/adapters/browser/local-theme-store';
import { THEME_SCRIPT } from '../../scripts/theme-script';

const root = document.documentElement;
// The script as the browser runs it: its text, in the page's global scope.
const run = () => window.eval(THEME_SCRIPT);

afterEach(() => {
  localStorage.clear();
  root.className = '';
  root.style.colorScheme = '';
});

describe('the theme’s inline script', () => {
  it('applies the dark theme the theme store saved, as the store would', () => {
    createLocalThemeStore().save('dark');
    run();
    expect([...root.classList].sort()).toEqual(['dark', 'js']);
    expect(root.style.colorScheme).toBe('dark');
  });

  it('falls back to light with nothing or nonsense saved', () => {
    run();
    expect([...root.classList].sort()).toEqual(['js', 'light']);
    root.className = '';
    localStorage.setItem('theme', 'purple');
    run();
    expect([...root.classList].sort()).toEqual(['js', 'light']);
    expect(root.style.colorScheme).toBe('light');
  });
});
