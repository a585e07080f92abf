/** Saving a screen for a person to look at: 1280×800 and 375×812, light and dark, when a folder is given. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { MOBILE, showTheme } from './browser';

/** Saves `name` in `folder` four times ('' saves nothing); leaves the page light at 1280×800. */
export async function shootScreens(page: Page, folder: string, name: string): Promise<void> {
  if (folder === '') return;
  mkdirSync(folder, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['mobile', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: join(folder, `${name}-${size}-${theme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
