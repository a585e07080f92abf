// The suite's files share their worker's one Chromium (tests/e2e/support/browser.ts): a file's close() ends the
// contexts it opened, never another file's, and leaves the browser running for the next file.
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';

const views: Browser[] = [];
afterAll(async () => {
  await Promise.all(views.map((view) => view.close()));
});

const view = async (): Promise<Browser> => {
  const opened = await launchBrowser();
  views.push(opened);
  return opened;
};

describe("the worker's one Chromium", () => {
  it('is one browser for every file of the worker', async () => {
    const first = await view();
    const second = await view();
    const context = await first.newContext();
    // Both views see the one browser's contexts: the same process answers both.
    expect(second.contexts()).toContain(context);
  });

  it("a file's close() closes its own contexts and leaves the others' and the browser running", async () => {
    const mine = await view();
    const theirs = await view();
    const myContext = await mine.newContext();
    const myPage = await mine.newPage();
    const theirContext = await theirs.newContext();
    await mine.close();
    expect(mine.contexts()).not.toContain(myContext);
    expect(myPage.isClosed()).toBe(true);
    expect(theirs.contexts()).toContain(theirContext);
    expect(theirs.isConnected()).toBe(true);
    const page = await theirContext.newPage();
    await page.setContent('<p>still here</p>');
    await expect(page.textContent('p')).resolves.toBe('still here');
  });
});
