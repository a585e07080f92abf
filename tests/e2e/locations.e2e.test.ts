// The business's own locations in the http build against the real server (docs/product.md §10.29, §10.30): a Super
// Admin adds a location in Settings, enrols a client there, adds points there (the Add Points dialog's Location),
// and sees them in the Overview's series for it. axe runs on Settings and its dialog at 1280 and 375 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, checkA11y } from './support/browser';
import { bodyRows, firstView, tableReady } from './support/console-page';
import { httpConsolePerFile } from './support/http-sign-in';
import { shootScreens } from './support/screens';
import { DEMO } from './support/sign-in';

const PLACE = 'Burlington Harbour';
const EMAIL = 'lena.shore@locations-e2e.test';
/** With LOCATIONS_SHOTS=folder, Settings is also saved there at 1280×800 and 375×812, light and dark. */
const SHOTS = process.env.LOCATIONS_SHOTS ?? '';

const http = httpConsolePerFile();

const shoot = (page: Page, name: string) => shootScreens(page, SHOTS, name);

describe('the business’s locations, http build against the server', () => {
  it('a location added in Settings takes a new client and their points, and the Overview draws its series', async () => {
    const { page, errors } = await http.signIn(DEMO);
    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 2, name: 'Locations' }).waitFor();
    await page.getByText('Oakville', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add location' });
    await dialog.getByLabel('Name').fill(PLACE);
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Rename ${PLACE}` }).waitFor();
    await checkA11y(page);
    await page.setViewportSize(MOBILE);
    await checkA11y(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'settings');

    // Enrolled there: the new location is offered at once.
    await nav.getByRole('link', { name: 'Home' }).click();
    await tableReady(page);
    await page.getByRole('button', { name: 'Add client' }).click();
    const enrol = page.getByRole('dialog', { name: 'Add client' });
    await enrol.getByLabel('Name').fill('Lena Shore');
    await enrol.getByLabel('Email', { exact: true }).fill(EMAIL);
    await enrol.getByLabel('Preferred location').selectOption(PLACE);
    await enrol.getByRole('button', { name: 'Add client' }).click();
    await enrol.waitFor({ state: 'hidden' });
    await page.goto(`/app/dashboard/clients?search=${encodeURIComponent(EMAIL)}`);
    await tableReady(page);
    expect(await bodyRows(page).allInnerTexts()).toEqual([expect.stringContaining(PLACE)]);

    // Points added there: the dialog's Location starts at the admin's own (Mississauga), then is changed.
    await firstView(page).click();
    await page.getByRole('button', { name: 'Add Points' }).click();
    const add = page.getByRole('dialog', { name: 'Add Points' });
    const location = add.getByLabel('Location');
    await expect.poll(() => location.inputValue()).toBe('Mississauga');
    await location.selectOption(PLACE);
    await add.getByLabel('Points').fill('70');
    await add.getByLabel('Reason').fill('Opening week');
    await add.getByRole('button', { name: 'Add Points' }).click();
    await add.waitFor({ state: 'hidden' });

    // The Overview, at that location: its earned series holds the 70 of today.
    await page.goto(`/app/dashboard/overview?period=7d&location=${encodeURIComponent(PLACE)}`);
    await page.getByRole('button', { name: 'Show as table' }).first().click();
    const table = page.getByRole('table', { name: /^Points earned and redeemed per day/ });
    await table.waitFor();
    const heads = await table.locator('thead th').allInnerTexts();
    const column = heads.indexOf(`Earned at ${PLACE}`);
    expect(column).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: today }) });
    expect((await row.locator('th, td').nth(column).innerText()).trim()).toBe('70');
    expect(errors).toEqual([]);
  });
});
