/**
 * Redeem's reward list on the page's own clock (docs/product.md §10.23): from the click on Redeem Points until
 * the Reward field lists `count` rewards (and Custom amount), no Playwright round trip in between.
 */
import type { Page } from 'playwright-core';
import { NotMeasured } from './part';

type ClockWindow = Window & { __redeemClock?: { start?: number; end?: number } };

export async function timeClickToRewardList(page: Page, count: number): Promise<number> {
  await page.evaluate((wanted) => {
    const w = window as ClockWindow;
    const clock: { start?: number; end?: number } = {};
    w.__redeemClock = clock;
    const stop = new AbortController();
    const listed = (): boolean => {
      const label = [...document.querySelectorAll('dialog label')].find((l) => l.textContent === 'Reward');
      const select = label instanceof HTMLLabelElement ? document.getElementById(label.htmlFor) : null;
      return select !== null && select.querySelectorAll('option').length === wanted + 1;
    };
    document.addEventListener('click', () => (clock.start = performance.now()), {
      capture: true,
      signal: stop.signal,
    });
    const observer = new MutationObserver(() => {
      if (clock.start === undefined || clock.end !== undefined || !listed()) return;
      clock.end = performance.now();
      stop.abort();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    stop.signal.addEventListener('abort', () => observer.disconnect());
  }, count);
  await page.getByRole('button', { name: 'Redeem Points' }).click();
  const stopped = await page
    .waitForFunction(() => (window as ClockWindow).__redeemClock?.end !== undefined, undefined, {
      timeout: 10_000,
    })
    .then(() => true)
    .catch(() => false);
  if (!stopped) throw new NotMeasured(`Redeem listed no ${count} rewards within 10 s of the click`);
  const ms = await page.evaluate(() => {
    const clock = (window as ClockWindow).__redeemClock;
    return (clock?.end ?? NaN) - (clock?.start ?? NaN);
  });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Redeem Points' }).waitFor({ state: 'detached' });
  return ms;
}
