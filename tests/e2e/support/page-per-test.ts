import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage, type OpenedPage, type OpenOptions } from './browser';

export interface PagePerTest {
  /** Opens `path` in a fresh context (empty storage, so fresh demo data); each is closed when the test ends. */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>;
  /** The errors of the page the current test opened last (none opened: none). */
  errors(): string[];
}

/**
 * The browser set-up most journey files share, registered as the file's hooks: one Chromium for the file, one
 * context per test. With `checkErrors`, every test also ends by asserting its page raised no error.
 */
export function pagePerTest({ checkErrors = false } = {}): PagePerTest {
  let browser: Browser | undefined;
  let opened: OpenedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const closing = opened;
    opened = [];
    await Promise.all(closing.map(({ context }) => context.close()));
    if (checkErrors) expect(closing.flatMap(({ errors }) => errors)).toEqual([]);
  });
  return {
    async open(path, options = {}) {
      if (!browser) throw new Error('pagePerTest: open() was called outside a test');
      const page = await openPage(browser, path, options);
      opened.push(page);
      return page;
    },
    errors: () => opened.at(-1)?.errors ?? [],
  };
}
