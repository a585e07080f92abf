/** Paint and layout-shift figures of one page load, each in a fresh context (cold cache) of Chromium. */
import type { Browser, Page } from 'playwright-core';
import { NotMeasured, refuseUnless } from './part';

/** The page must show its own heading, not an error page's, or its figures measure something else. */
async function checkHeading(page: Page, url: string): Promise<void> {
  const heading = (await page.locator('h1').first().textContent({ timeout: 10_000 })) ?? '';
  refuseUnless(heading.trim() !== '' && !/Something went wrong/.test(heading), `${url} showed "${heading}"`);
}

/** The entries Chromium buffered of one type, read once they are delivered. */
const buffered = (page: Page, type: 'paint' | 'largest-contentful-paint' | 'layout-shift', waitMs = 5_000) =>
  page.evaluate(
    ({ entryType, waitMs: wait }) =>
      new Promise<{ name: string; startTime: number; value: number; hadRecentInput: boolean }[]>(
        (resolve) => {
          setTimeout(() => resolve([]), wait);
          new PerformanceObserver((list) =>
            resolve(
              list.getEntries().map((entry) => ({
                name: entry.name,
                startTime: entry.startTime,
                value: Number(Reflect.get(entry, 'value') ?? 0),
                hadRecentInput: Boolean(Reflect.get(entry, 'hadRecentInput')),
              })),
            ),
          ).observe({ type: entryType, buffered: true });
        },
      ),
    { entryType: type, waitMs },
  );

/** First contentful paint and the last largest-contentful-paint candidate once the network is idle. */
export async function paintOf(browser: Browser, url: string): Promise<{ fcp: number; lcp: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await checkHeading(page, url);
    const fcp = (await buffered(page, 'paint')).find((entry) => entry.name === 'first-contentful-paint');
    const lcp = (await buffered(page, 'largest-contentful-paint')).at(-1);
    if (!fcp || !lcp) throw new NotMeasured(`${url} reported no first or largest contentful paint`);
    return { fcp: fcp.startTime, lcp: lcp.startTime };
  } finally {
    await context.close();
  }
}

/** Cumulative layout shift (shifts without recent input), from navigation to load + 5 s. */
export async function shiftOf(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<number> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await checkHeading(page, url);
    await page.waitForTimeout(5_000);
    // Buffered entries arrive at once; none within a second means no shift at all.
    const shifts = await buffered(page, 'layout-shift', 1_000);
    return shifts.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
  } finally {
    await context.close();
  }
}
