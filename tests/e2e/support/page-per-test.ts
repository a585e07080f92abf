import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage, type OpenedPage, type OpenOptions } from './browser';
import { DEMO, signIn, type Credentials } from './sign-in';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface PagePerTest {
  /** Opens `path` in a fresh context (empty storage, so fresh demo data); each is closed when the test ends. */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>;
  /**
   * Opens `path` in a fresh context that starts with the storage a sign-in as `credentials` left (the demo
   * Super Admin by default): its session and the demo data as they were right after it, so each test still
   * gets the same fresh data. The file signs in through the form once per account, not once per test.
   */
  openSignedIn(path: string, options?: OpenOptions & { credentials?: Credentials }): Promise<OpenedPage>;
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
  const signedInStates = new Map<string, Promise<StorageState>>();
  const stateAfterSignIn = async (open: Browser, credentials: Credentials): Promise<StorageState> => {
    const once = await openPage(open, '/auth/login');
    try {
      await signIn(once.page, credentials);
      return await once.context.storageState();
    } finally {
      await once.context.close();
    }
  };
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
    async openSignedIn(path, { credentials = DEMO, ...options } = {}) {
      if (!browser) throw new Error('pagePerTest: openSignedIn() was called outside a test');
      let state = signedInStates.get(credentials.email);
      if (!state) {
        state = stateAfterSignIn(browser, credentials);
        signedInStates.set(credentials.email, state);
        // A sign-in that failed is tried again by the next test (or the retry), not remembered.
        state.catch(() => signedInStates.delete(credentials.email));
      }
      const page = await openPage(browser, path, { storageState: await state, ...options });
      opened.push(page);
      return page;
    },
    errors: () => opened.at(-1)?.errors ?? [],
  };
}
