// The fake backend's request log, read through the demo's test hook. In the demo build the API calls are
// answered inside the page and never reach the network, so `page.on('request')` cannot see them; this can.
import type { Page } from 'playwright-core';
import type { LoggedRequest } from '../../../src/adapters/mirage';
import type { RouteMatch } from './faults';

interface DemoWindow {
  __loyalloopDemo?: { requests: { entries(): LoggedRequest[] } };
}

/** Every API call the fake backend of this page received so far, oldest first (a new page starts empty). */
export async function backendRequests(page: Page): Promise<LoggedRequest[]> {
  await page.waitForFunction(() => '__loyalloopDemo' in window);
  return page.evaluate(() => (window as unknown as DemoWindow).__loyalloopDemo?.requests.entries() ?? []);
}

/** The calls with this method (any when left out) whose path contains `match.path`. */
export async function callsTo(page: Page, match: RouteMatch): Promise<LoggedRequest[]> {
  return (await backendRequests(page)).filter(
    (call) =>
      (match.method === undefined || call.method === match.method.toUpperCase()) &&
      call.path.includes(match.path),
  );
}
