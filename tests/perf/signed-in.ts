// A signed-in start for a cold load of a demo console page: a real sign-in, its storage kept (the http build's
// is signedInWithStubs in clients-http.ts).
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { signIn } from '../e2e/support/sign-in';

/** The storage of a context that signed in to the demo at `baseUrl` with the demo account. */
export async function demoSignedIn(
  browser: Browser,
  baseUrl: string,
): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto('/auth/login');
    await signIn(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
