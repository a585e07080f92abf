// The http build against the real server, as a journey file meets it: one server (in-process, on PGlite in a
// folder of its own, serving the http build of the console, its mail captured) and one Chromium for the file,
// and the sign-in with the code the server mailed. New http-mode journey files start from here.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { pgliteDataFolder, type DataFolder } from '../../server/support/pglite-folder';
import { startTestServer, type TestServer } from '../../server/support/test-server';
import { launchBrowser, openPage, type OpenedPage, type OpenOptions } from './browser';
import { DEMO, signInToOverview, type Credentials } from './sign-in';

/** What the sign-in needs of the server's mail: the capturing mailer of a TestServer is one. */
export interface MailedCodes {
  lastCodeFor(email: string): string;
}

/**
 * Signs in through the login form (opened when `page` is elsewhere) with the code the server mailed to
 * `credentials.email` (the demo Super Admin by default); resolves on the Overview, where the console opens.
 */
export function signInWithMailedCode(
  page: Page,
  mail: MailedCodes,
  credentials: Credentials = DEMO,
): Promise<void> {
  return signInToOverview(page, credentials, (email) => mail.lastCodeFor(email));
}

export interface HttpConsole {
  /** The file's server (after its beforeAll): `origin`, `mailer`, `running`, `reseed()`. */
  readonly server: TestServer;
  /** The file's Chromium (after its beforeAll). */
  readonly browser: Browser;
  /** `path` on the server in a fresh context (empty storage; desktop width, light, unless told otherwise). */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>;
  /** A fresh context signed in as `credentials` (the demo Super Admin by default), on the Overview. */
  signIn(credentials?: Credentials, options?: OpenOptions): Promise<OpenedPage>;
}

/**
 * Registers the file's hooks: beforeAll starts the server on a copy of the run's migrated PGlite folder (which it
 * seeds with the demo data), serving the run's http build (both made in the global set-up), and launches Chromium; afterAll closes both and deletes the folder.
 * Contexts opened here close with the browser.
 */
export function httpConsolePerFile(): HttpConsole {
  let browser: Browser | undefined;
  let server: TestServer | undefined;
  let data: DataFolder | undefined;
  beforeAll(async () => {
    data = pgliteDataFolder();
    server = await startTestServer(data.env, { staticFolder: inject('httpOutDir') });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await data?.dispose();
  });
  const started = () => {
    if (!server || !browser) throw new Error('httpConsolePerFile: used before its beforeAll ran');
    return { server, browser };
  };
  const open = (path: string, options: OpenOptions = {}) => {
    const { server, browser } = started();
    return openPage(browser, path, { baseURL: server.origin, ...options });
  };
  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    open,
    async signIn(credentials = DEMO, options = {}) {
      const opened = await open('/auth/login', options);
      await signInWithMailedCode(opened.page, started().server.mailer, credentials);
      return opened;
    },
  };
}
