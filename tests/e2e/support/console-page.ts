/** The console's lists and client detail as a test reads them: by role, label and visible text. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const table = (page: Page): Locator => page.locator('main table');
export const bodyRows = (page: Page): Locator => table(page).locator('tbody tr');
/** The rows whose text shows the start of `text` (lists preview long text, docs/product.md §3). */
export const rowsShowing = (page: Page, text: string): Locator =>
  bodyRows(page).filter({ hasText: text.slice(0, 20) });
export const search = (page: Page): Locator => page.getByRole('searchbox', { name: 'Search This Section' });

/** Waits until the list shows data (the pager) or its empty text, not the loading rows. */
export async function tableReady(page: Page): Promise<void> {
  await page
    .locator('main')
    .getByText(/^(Page \d+ of \d+|No data available|No Results Found)$/)
    .first()
    .waitFor();
  await page.locator('main table[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** The texts of one column on the current page, found by its header's name. */
export async function column(page: Page, header: string): Promise<string[]> {
  const headers = (await table(page).locator('thead th').allTextContents()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return (
    await table(page)
      .locator(`tbody tr td:nth-child(${index + 1})`)
      .allTextContents()
  ).map((t) => t.trim());
}

export const query = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

export async function openFilters(page: Page): Promise<Locator> {
  // Exact: an empty filtered list also offers Clear filters.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  return page.getByRole('group', { name: 'Filters' });
}

/** The View link of the first row (named `View {id}`). */
export const firstView = (page: Page): Locator =>
  bodyRows(page)
    .first()
    .getByRole('link', { name: /^View / });

/**
 * From the clients list, the first client's detail; answers its id. It waits for the list's data, then takes
 * the id from the very link it clicks, so a list still loading or redrawn cannot pair one row's id with
 * another's link.
 */
export async function openFirstClient(page: Page): Promise<string> {
  await tableReady(page);
  const view = firstView(page);
  const clientId = (await view.getAttribute('aria-label'))?.replace(/^View /, '');
  if (!clientId) throw new Error('no client on the first page');
  await view.click();
  await page.getByRole('heading', { level: 2, name: `Client ID : ${clientId}` }).waitFor();
  return clientId;
}

/** The value beside a label in the Fields/Details table. */
export async function detail(page: Page, field: string): Promise<string> {
  const row = page
    .locator('main table tr')
    .filter({ has: page.getByRole('rowheader', { name: field, exact: true }) });
  return (await row.locator('td').first().textContent())?.trim() ?? '';
}

export const balance = async (page: Page): Promise<number> =>
  Number((await detail(page, 'Total Points')).replace(/[^\d-]/g, ''));

/** On a client's page: adds `points` for `reason` through the Add Points dialog; `whileOpen` runs before sending. */
export async function addPoints(
  page: Page,
  points: number,
  reason: string,
  whileOpen: () => Promise<void> = async () => undefined,
): Promise<void> {
  await page.getByRole('button', { name: 'Add Points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Points' });
  await dialog
    .getByLabel(/points/i)
    .first()
    .fill(String(points));
  await dialog.getByLabel(/reason/i).fill(reason);
  await whileOpen();
  await dialog.getByRole('button', { name: /add points/i }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** On a client's page: opens Redeem Points and fills it in, leaving it open; answers the dialog. */
export async function fillRedeem(
  page: Page,
  points: number,
  location: string,
  service: string,
): Promise<Locator> {
  await page.getByRole('button', { name: 'Redeem Points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Points' });
  await dialog.getByLabel('Points').fill(String(points));
  await dialog.getByLabel('Location').selectOption(location);
  await dialog.getByLabel('Service Type').fill(service);
  return dialog;
}

export async function openProfile(page: Page): Promise<void> {
  await page.goto('/app/profile');
  await page.getByRole('heading', { level: 2, name: 'My Profile' }).waitFor();
}

/** The shell's avatar, the header link to the profile. */
export const headerAvatar = (page: Page): Locator =>
  page.getByRole('link', { name: 'Profile', exact: true }).locator('img');

/** On the profile: uploads TINY_PNG through Upload Photo and waits for the success toast. */
export async function uploadTinyPng(page: Page): Promise<void> {
  await page
    .getByLabel('Upload Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.locator('.Toastify__toast--success').first().waitFor();
}

/** A 1×1 transparent PNG: a real image, small enough to inline. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
