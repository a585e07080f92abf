// The import preview's column mapping against the real server in http mode (docs/product.md §10.25): a
// Square-style customer export is chosen, its columns are recognised in the preview, the owner maps the one
// column no name gives (the shop) to Location, the check and the import carry the mapping, and the list's
// search finds an imported client by a phone written another way (docs/product.md §10.24). At 1280 and 375 px,
// light and dark; axe on the preview; no console error, page error or CSP violation.
import { afterAll, expect, it } from 'vitest';
import { checkA11y, MOBILE, type OpenedPage } from './support/browser';
import { bodyRows, search, tableReady } from './support/console-page';
import { httpConsolePerFile } from './support/http-sign-in';

const SHOTS = process.env.E2E_SHOTS_DIR;
const http = httpConsolePerFile();
const opened: OpenedPage[] = [];
afterAll(() => {
  for (const { errors } of opened) expect(errors).toEqual([]);
});

const squareFile = (tag: string) =>
  [
    'Reference ID,Given Name,Family Name,Email Address,Phone Number,Shop,Memo,Email Subscription Status',
    `R1,Ana,Lima${tag},ana.${tag}@square-e2e.test,(416) 555-01${tag},Oakville,Likes oat milk,subscribed`,
    `R2,Ravi,Patel${tag},,905.555.01${tag},Oakville,,unknown`,
  ].join('\r\n');

for (const [viewport, theme, tag] of [
  [undefined, 'light', '41'],
  [MOBILE, 'dark', '42'],
] as const) {
  it(`a Square export: recognised columns, one mapped by hand, imported and found by phone (${viewport ? 375 : 1280} px, ${theme})`, async () => {
    const session = await http.signIn(undefined, { theme, ...(viewport ? { viewport } : {}) });
    opened.push(session);
    const { page } = session;
    await page.goto('/app/dashboard/clients');
    await tableReady(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import clients' });
    await dialog.getByLabel('Client file (CSV)').setInputFiles({
      name: 'square-customers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(squareFile(tag)),
    });
    const picker = (column: string) => dialog.getByRole('combobox', { name: `Field for column ${column}` });
    await picker('Given Name').waitFor();
    expect(await picker('Given Name').inputValue()).toBe('firstName');
    expect(await picker('Family Name').inputValue()).toBe('lastName');
    expect(await picker('Email Address').inputValue()).toBe('email');
    expect(await picker('Phone Number').inputValue()).toBe('phone');
    expect(await picker('Memo').inputValue()).toBe('notes');
    expect(await picker('Shop').inputValue()).toBe('');
    await picker('Shop').selectOption('location');
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByText('2 will be added, 0 skipped (already clients), 0 refused.').waitFor();
    await checkA11y(page);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/import-mapping-${viewport ? 375 : 1280}-${theme}.png` });
    await dialog.getByRole('button', { name: 'Import 2 clients' }).click();
    await dialog.getByText('2 clients imported, 0 skipped, 0 refused.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await search(page).fill(`416-555-01${tag}`);
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    const row = (await bodyRows(page).first().textContent()) ?? '';
    expect(row).toContain(`Ana Lima${tag}`);
    expect(row).toContain('Oakville');
    await search(page).fill(`(905) 555-01${tag}`);
    await expect
      .poll(async () => (await bodyRows(page).first().textContent()) ?? '')
      .toContain(`Ravi Patel${tag}`);
    await page.context().close();
  });
}
