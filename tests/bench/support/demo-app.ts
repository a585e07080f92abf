/**
 * The set-up of the bench parts that drive the demo build in Chromium: the build served (made once per bench run)
 * and one browser for the part's file, registered as its hooks.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP } from '../../e2e/support/browser';
import { launchChromium, served, type Served } from './builds';

export interface DemoApp {
  readonly browser: Browser;
  /** The served build, without a trailing slash. */
  readonly url: string;
  /** A page in a fresh context (empty storage, so fresh demo data) at 1280×800; close it by its context. */
  newPage(): Promise<Page>;
}

export function demoAppPerFile(): DemoApp {
  let browser: Browser | undefined;
  let app: Served | undefined;
  beforeAll(async () => {
    app = await served('app');
    browser = await launchChromium();
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  const started = () => {
    if (!browser || !app) throw new Error('demoAppPerFile: used before its beforeAll ran');
    return { browser, app };
  };
  return {
    get browser() {
      return started().browser;
    },
    get url() {
      return started().app.url;
    },
    async newPage() {
      const { browser, app } = started();
      const context = await browser.newContext({ baseURL: app.url, viewport: DESKTOP });
      return context.newPage();
    },
  };
}
