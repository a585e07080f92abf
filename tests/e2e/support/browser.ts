import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

/** Where the built demo app is served for this run. */
export const baseURL = (): string => inject('baseURL');

/** This worker's Chromium: the suite runs its files one after another in each worker (vitest.e2e.config.ts). */
let workerChromium: Promise<Browser> | undefined;

async function chromiumOfThisWorker(): Promise<Browser> {
  const running = await workerChromium;
  if (running?.isConnected()) return running;
  workerChromium = chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return workerChromium;
}

/**
 * A file's browser: the worker's one Chromium (launching one per file cost a process start and most of a CPU
 * second each), seen through a view whose close() closes the contexts this file opened and leaves the browser
 * to the next file. Playwright ends it with the worker's process.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = await chromiumOfThisWorker();
  const opened = new Set<BrowserContext>();
  return new Proxy(shared, {
    get(target, property) {
      if (property === 'newContext') {
        return async (options?: BrowserContextOptions) => {
          const context = await target.newContext(options);
          opened.add(context);
          context.once('close', () => opened.delete(context));
          return context;
        };
      }
      if (property === 'newPage') {
        return async (options?: BrowserContextOptions) => {
          const context = await target.newContext(options);
          opened.add(context);
          return context.newPage();
        };
      }
      if (property === 'close') {
        return async () => {
          await Promise.all([...opened].map((context) => context.close()));
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors, console errors and CSP violation events, for `expect(errors).toEqual([])`. */
  errors: string[];
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

export interface OpenOptions extends BrowserContextOptions {
  /** The saved theme the visitor arrives with (default: none saved, so light). */
  theme?: 'light' | 'dark';
}

/** A fresh context (empty storage) at desktop width in the light theme unless told otherwise. */
export async function openPage(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const { theme, ...contextOptions } = options;
  const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP, ...contextOptions });
  // A blocked resource is a `securitypolicyviolation` event; it is turned into a console error, so `errors`
  // holds it whether or not the browser logs one of its own.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  if (theme) {
    await context.addInitScript((saved) => {
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', saved);
    }, theme);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.goto(path);
  return { page, context, errors };
}

export interface A11yOptions {
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
}

/** axe with WCAG A/AA tags and the target-size rule on: no serious or critical violation allowed. */
export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'target-size': { enabled: true } } });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Shows the open page in `theme` as the toggle would: the class on the document root and its colour scheme. */
export async function showTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => {
    document.documentElement.classList.toggle('dark', t === 'dark');
    document.documentElement.classList.toggle('light', t === 'light');
    document.documentElement.style.colorScheme = t;
  }, theme);
}
