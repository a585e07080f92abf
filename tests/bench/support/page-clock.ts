/**
 * Timings on the page's own clock: a listener notes when the user acted (a click, the last key-down) and a
 * MutationObserver notes when the rows the user waits for are in the DOM. No Playwright round trip in between.
 */
import type { Page } from 'playwright-core';
import { NotMeasured } from './part';

interface Clock {
  start?: number;
  end?: number;
  stop: AbortController;
}
type ClockWindow = Window & { __benchClock?: Clock };

/** Rows of real clients (each links to its detail page), not the loading placeholders. */
const CLIENT_ROW_LINK = 'main tbody a[href^="/app/dashboard/clients/"]';

/** The list finished loading and shows rows: not busy, no placeholders, at least one linked row. */
export async function rowsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('main table')?.getAttribute('aria-busy') !== 'true' &&
      !document.querySelector('main [data-testid="placeholder-row"]') &&
      document.querySelector('main tbody tr a') !== null,
    undefined,
    { timeout: 30_000 },
  );
}

/** The client ids on the page shown now. */
export async function clientIdsShown(page: Page): Promise<string[]> {
  return ((await page.locator('main tbody').textContent()) ?? '').match(/LL\d{6}/g) ?? [];
}

type Waited = 'client rows on the clients page' | 'rows changed';

/**
 * Arms the clock: each `startOn` event sets the start (the last one wins), and the end is set once what the
 * user waits for is in the DOM. (Conditions are written out here: the app's CSP forbids evaluating text.)
 */
async function arm(page: Page, startOn: 'click' | 'keydown', waited: Waited, arg: string): Promise<void> {
  await page.evaluate(
    ([eventName, what, value]) => {
      const w = window as ClockWindow;
      w.__benchClock?.stop.abort();
      const clock: Clock = { stop: new AbortController() };
      w.__benchClock = clock;
      const isDone = (): boolean => {
        if (what === 'client rows on the clients page')
          return /\/clients$/.test(location.pathname) && document.querySelector(value) !== null;
        const table = document.querySelector('main table');
        const body = table?.querySelector('tbody');
        return (
          !!body &&
          table?.getAttribute('aria-busy') !== 'true' &&
          !body.querySelector('[data-testid="placeholder-row"]') &&
          body.querySelector('tr a') !== null &&
          body.textContent !== value
        );
      };
      document.addEventListener(eventName, () => (clock.start = performance.now()), {
        capture: true,
        signal: clock.stop.signal,
      });
      const observer = new MutationObserver(() => {
        if (clock.start === undefined || clock.end !== undefined || !isDone()) return;
        clock.end = performance.now();
        clock.stop.abort();
      });
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        characterData: true,
      });
      clock.stop.signal.addEventListener('abort', () => observer.disconnect());
    },
    [startOn, waited, arg] as const,
  );
}

/** end − start once the clock stopped within `timeout`, or null. */
async function elapsed(page: Page, timeout: number): Promise<number | null> {
  const stopped = await page
    .waitForFunction(() => (window as ClockWindow).__benchClock?.end !== undefined, undefined, { timeout })
    .then(() => true)
    .catch(() => false);
  if (!stopped) return null;
  return page.evaluate(() => {
    const clock = (window as ClockWindow).__benchClock;
    return (clock?.end ?? NaN) - (clock?.start ?? NaN);
  });
}

/** From a click on Home in the points list until the first client row is in the DOM. */
export async function timeClickToClientRows(page: Page): Promise<number> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Points' }).click();
  await page.waitForURL('**/app/dashboard/points');
  await rowsSettled(page);
  await arm(page, 'click', 'client rows on the clients page', CLIENT_ROW_LINK);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Home' }).click();
  const ms = await elapsed(page, 10_000);
  if (ms === null) throw new NotMeasured('the clients list showed no client rows within 10 s of the click');
  return ms;
}

/** From the last key-down `type` sends until the rows differ from those shown before; null after 10 s. */
export async function rowsChangedAfterLastKey(page: Page, type: () => Promise<void>): Promise<number | null> {
  const before = (await page.locator('main tbody').textContent()) ?? '';
  await arm(page, 'keydown', 'rows changed', before);
  await type();
  return elapsed(page, 10_000);
}
