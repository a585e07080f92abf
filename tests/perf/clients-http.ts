// The clients list of the http build, measured while it shows rows: without an API behind the preview server
// it would show its error state, and the JavaScript of an error page says nothing about the real one.
import type { Browser, Page } from 'playwright-core';
import { buildSeed, seedAnchor } from '../../src/backend/seed/build-seed';
import { DEFAULT_SIZE } from '../../src/backend/seed/size';
import { routeJavaScript, signedInStorage, type RouteJavaScript } from './route-javascript';

export const CLIENTS_PATH = '/app/dashboard/clients';
/** The admin id signedInStorage puts in the session. */
const ADMIN_ID = 'a1';

const json = (body: object, status = 200) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** Answers the two calls the page makes on arrival from the demo seed; anything else is a 404, as a server would. */
async function answerArrivalCalls(page: Page): Promise<void> {
  const seed = buildSeed(DEFAULT_SIZE, seedAnchor(Date.now()), 'unused');
  const [admin] = seed.accounts;
  await page.route('**/api/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/api\//, '');
    if (path === 'retrieve/admin/view-clients')
      return route.fulfill(
        json({ type: 'success', message: 'Clients loaded.', data: { users: seed.clients } }),
      );
    if (path === `admin/profile/${ADMIN_ID}` && admin)
      return route.fulfill(
        json({ type: 'success', message: 'Profile loaded.', admin: { ...admin, _id: ADMIN_ID } }),
      );
    return route.fulfill(json({ type: 'error', message: `No stub for ${path}.` }, 404));
  });
}

/** A page of the http build signed in, with the list's arrival calls answered (on a same-origin page). */
export async function signedInWithStubs(page: Page): Promise<void> {
  await signedInStorage(page);
  await answerArrivalCalls(page);
}

/** True once the list shows client rows (a View link per row), false if it shows its error state instead. */
async function showsClientRows(page: Page): Promise<boolean> {
  const rows = page
    .locator('main tbody tr')
    .first()
    .getByRole('link', { name: /^View / });
  const retry = page.locator('main').getByRole('button', { name: 'Retry' });
  await rows.or(retry).first().waitFor({ timeout: 10_000 });
  return rows.isVisible();
}

/** JavaScript the http build's clients list downloads to show its rows; `showsRows` false means do not trust it. */
export async function clientsHttpJavaScript(
  browser: Browser,
  httpBaseUrl: string,
): Promise<RouteJavaScript & { showsRows: boolean }> {
  let showsRows = false;
  const js = await routeJavaScript(browser, `${httpBaseUrl.replace(/\/$/, '')}${CLIENTS_PATH}`, {
    prepare: signedInWithStubs,
    check: async (page) => {
      showsRows = await showsClientRows(page);
    },
  });
  return { ...js, showsRows };
}
