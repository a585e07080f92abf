/**
 * The export's clock on the page's own time: the Export CSV click starts it, the click on the download link
 * the app makes stops it, and a long-task observer notes every task over 50 ms in between.
 */
import type { Page } from 'playwright-core';

interface ExportClock {
  start?: number;
  end?: number;
  tasks: { start: number; duration: number }[];
  supported: boolean;
}
type ClockWindow = Window & { __exportClock?: ExportClock };

export async function armExportClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as ClockWindow;
    const clock: ExportClock = {
      tasks: [],
      supported: PerformanceObserver.supportedEntryTypes.includes('longtask'),
    };
    w.__exportClock = clock;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        clock.tasks.push({ start: entry.startTime, duration: entry.duration });
    });
    observer.observe({ type: 'longtask' });
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (target instanceof HTMLButtonElement && target.textContent === 'Export CSV')
        clock.start ??= performance.now();
      if (target instanceof HTMLAnchorElement && target.download !== '') {
        clock.end = performance.now();
        document.removeEventListener('click', onClick, true);
        // Tasks still running at the download are reported when they end: stop a moment later.
        setTimeout(() => observer.disconnect(), 200);
      }
    };
    document.addEventListener('click', onClick, true);
  });
}

/** The click-to-download time and the longest task that overlapped it (0 when none passed 50 ms). */
export async function readExportClock(page: Page) {
  await page.waitForFunction(() => (window as ClockWindow).__exportClock?.end !== undefined);
  await page.waitForTimeout(250);
  return page.evaluate(() => {
    const clock = (window as ClockWindow).__exportClock;
    const start = clock?.start ?? NaN;
    const end = clock?.end ?? NaN;
    const overlapping = (clock?.tasks ?? []).filter((t) => t.start < end && t.start + t.duration > start);
    return {
      ms: end - start,
      longestTask: Math.max(0, ...overlapping.map((t) => t.duration)),
      supported: clock?.supported ?? false,
    };
  });
}
