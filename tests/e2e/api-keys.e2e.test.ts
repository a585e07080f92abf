// Settings → API keys in the http build against the real server (docs/api.md, API keys): a Super Admin makes a
// key, copies it, a till (the test's own fetch, standing in for curl) books points with it, and the console shows
// the trail's entry naming the key, the entry's detail page naming it by its apiKeyId (docs/product.md §10.26),
// and the key's last use. axe runs on the section, the key's dialog and the detail page.
import { afterEach, describe, expect, it } from 'vitest';
import { checkA11y, MOBILE, type OpenedPage } from './support/browser';
import { httpConsolePerFile } from './support/http-sign-in';

const SETTINGS = '/app/dashboard/settings';
const CLIENT = 'LL100001';
const SHOTS = process.env.E2E_SHOTS_DIR;

const http = httpConsolePerFile();
let opened: OpenedPage | null = null;
afterEach(() => {
  expect(opened?.errors.splice(0) ?? []).toEqual([]);
});

describe('API keys (http build, real server)', { timeout: 120_000 }, () => {
  it('a key is made and copied, books points as a till would, and the console shows its entry and last use', async () => {
    opened = await http.signIn();
    const { page, context } = opened;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: http.server.origin });
    await page.goto(SETTINGS);
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.getByText('No API keys yet.').waitFor();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Create key' }).click();
    const create = page.getByRole('dialog', { name: 'Create key' });
    await create.getByLabel('Name').fill('Till 1 Oakville');
    await create.getByLabel('Location').selectOption('Oakville');
    await create.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'API key Till 1 Oakville' });
    await shown.waitFor();
    await checkA11y(page);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByText('Copied.').waitFor();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^ll_live_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /Till 1 Oakville/ });
    await expect(row.getByRole('cell', { name: 'Never' }).count()).resolves.toBe(1);

    // The till: `curl -X POST …/addpoints/LL100001 -H "Authorization: Bearer $KEY" -H "Idempotency-Key: …"`.
    const answer = await fetch(`${http.server.origin}/api/admin/view-client/addpoints/${CLIENT}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'till1-sale-000123',
      },
      body: JSON.stringify({ points: 40, pointsReason: 'Sale 000123' }),
    });
    expect(answer.status).toBe(200);
    const { transaction } = (await answer.json()) as {
      transaction: { transactionId: string; apiKeyId: string };
    };

    await page.goto(`/app/dashboard/points/${transaction.transactionId}`);
    const keyField = page.getByRole('row', { name: /^API key/ });
    await keyField.waitFor();
    expect(await keyField.getByRole('cell').textContent()).toBe('Till 1 Oakville');
    await expect(page.getByRole('rowheader', { name: 'Admin' }).count()).resolves.toBe(0);
    await checkA11y(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-key-entry-1280.png`, fullPage: true });

    await page.goto(SETTINGS);
    await row.waitFor();
    await row.waitFor();
    await expect(row.getByRole('cell', { name: 'Never' }).count()).resolves.toBe(0);
    await page.goto('/app/dashboard/activity');
    const entry = page.getByRole('row', { name: /API key Till 1 Oakville/ }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain(CLIENT);
  });

  it('the section reads on a phone in the dark theme, and Revoke asks first', async () => {
    opened = await http.signIn(undefined, { viewport: MOBILE, theme: 'dark' });
    const { page } = opened;
    await page.goto(SETTINGS);
    const revoke = page.getByRole('button', { name: 'Revoke Till 1 Oakville' });
    await revoke.waitFor();
    await checkA11y(page);
    await revoke.click();
    const dialog = page.getByRole('dialog', { name: 'Revoke API key' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText(/^Revoked /).waitFor();
    expect(await revoke.count()).toBe(0);
  });
});
