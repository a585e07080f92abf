import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ThemeStore } from '../../../src/application/ports/theme-store';
import { createLocalThemeStore } from '../../../src/adapters/browser/local-theme-store';
import { BootContext } from '../../../src/ui/shared/boot-context';
import { ThemeToggle } from '../../../src/ui/shared/components/ThemeToggle';

function renderToggle(themeStore: ThemeStore) {
  const boot = { themeStore, loadServices: () => Promise.reject(new Error('none')) };
  return render(
    <StrictMode>
      <BootContext.Provider value={boot}>
        <ThemeToggle />
        <ThemeToggle className="second" />
      </BootContext.Provider>
    </StrictMode>,
  );
}

describe('the theme toggle', () => {
  it('saves and applies each choice once per click, even under StrictMode (no effect inside a state update)', async () => {
    const real = createLocalThemeStore();
    real.apply('light');
    const themeStore = { load: vi.fn(real.load), save: vi.fn(real.save), apply: vi.fn(real.apply) };
    renderToggle(themeStore);
    await userEvent.click(screen.getAllByRole('button', { name: 'Toggle theme' })[0] as HTMLElement);
    expect(themeStore.save.mock.calls).toEqual([['dark']]);
    expect(themeStore.apply.mock.calls).toEqual([['dark']]);
  });

  it('every toggle shows the theme on the root, whichever was clicked', async () => {
    createLocalThemeStore().apply('light');
    renderToggle(createLocalThemeStore());
    const [first, second] = screen.getAllByRole('button', { name: 'Toggle theme' });
    await userEvent.click(second as HTMLElement);
    await act(async () => undefined);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads no storage while rendering: the root class says the theme', () => {
    const themeStore = { load: vi.fn(() => 'dark' as const), save: vi.fn(), apply: vi.fn() };
    const html = renderToString(
      <BootContext.Provider value={{ themeStore, loadServices: () => Promise.reject(new Error('none')) }}>
        <ThemeToggle />
      </BootContext.Provider>,
    );
    expect(html).toContain('Toggle theme');
    expect(themeStore.load).not.toHaveBeenCalled();
  });
});
