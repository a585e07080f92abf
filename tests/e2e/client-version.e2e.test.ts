// Two admins editing one client against the real server (docs/product.md §10.20; docs/api.md, "Edits and
// versions"): the second to save is told of the first's change, keeps what they typed, and Reload shows it.
import { afterAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE, type OpenedPage } from './support/browser';
import { httpConsolePerFile } from './support/http-sign-in';

const CLIENT = 'LL100011';
const SHOTS = process.env.E2E_SHOTS_DIR;

const http = httpConsolePerFile();
const opened: OpenedPage[] = [];
afterAll(() => {
  for (const { errors } of opened) expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
});

async function onClient(viewport?: typeof MOBILE): Promise<Page> {
  const session = await http.signIn(undefined, viewport ? { viewport } : {});
  opened.push(session);
  await session.page.goto(`/app/dashboard/clients/${CLIENT}`);
  await session.page.getByRole('button', { name: 'Edit notes' }).waitFor();
  return session.page;
}

async function typeNotes(page: Page, notes: string) {
  await page.getByRole('button', { name: 'Edit notes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Notes' });
  await dialog.getByLabel('Notes').fill(notes);
  return dialog;
}

for (const viewport of [undefined, MOBILE]) {
  it(`the second to save is told of the first's change, keeps what was typed, and Reload shows it${viewport ? ' (375 wide)' : ''}`, async () => {
    const first = await onClient();
    const second = await onClient(viewport);
    const mine = await typeNotes(second, 'Second admin’s note');
    const theirs = await typeNotes(first, `First admin’s note ${viewport ? 'narrow' : 'wide'}`);
    await theirs.getByRole('button', { name: 'Save Notes' }).click();
    await theirs.waitFor({ state: 'detached' });

    await mine.getByRole('button', { name: 'Save Notes' }).click();
    await expect
      .poll(() => mine.getByRole('alert').textContent())
      .toContain('Someone changed this client since you opened it: the notes.');
    expect(await mine.getByLabel('Notes').inputValue()).toBe('Second admin’s note');
    if (SHOTS) await second.screenshot({ path: `${SHOTS}/stale-${viewport ? 375 : 1280}.png` });

    await mine.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => mine.getByLabel('Notes').inputValue())
      .toBe(`First admin’s note ${viewport ? 'narrow' : 'wide'}`);
    await first.context().close();
    await second.context().close();
  });
}
