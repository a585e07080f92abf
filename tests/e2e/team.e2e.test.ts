// The team and its sessions in the http build against the real server (in-process on PGlite, its mail
// captured): a Super Admin invites an admin, the invitee follows the mailed link, sets a password, signs in and
// sees no Team (and Not allowed if typed); promoted, they see Team at their next click; deactivated (asked
// first), they are told so at their next click; then, signed in twice, Sign out everywhere else on one browser
// sends the other to the login page at its next call. axe runs on each new screen, Team also at 375 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, checkA11y, type OpenedPage } from './support/browser';
import { tableReady } from './support/console-page';
import { httpConsolePerFile } from './support/http-sign-in';
import { shootScreens } from './support/screens';
import { DEMO, type Credentials } from './support/sign-in';

const INVITEE = { email: 'sam.new@loyalloop.demo', name: 'Sam New', password: 'Harbour#Lights26' };
/** With TEAM_SHOTS=folder, each new screen is also saved there at 1280×800 and 375×812, light and dark. */
const SHOTS = process.env.TEAM_SHOTS ?? '';

const http = httpConsolePerFile();
const opened: OpenedPage[] = [];

async function open(path: string): Promise<OpenedPage> {
  const page = await http.open(path);
  opened.push(page);
  return page;
}

/** Signs in with the code the server mailed, then opens the clients list from the sidebar. */
async function signIn(credentials: Credentials): Promise<OpenedPage> {
  const session = await http.signIn(credentials);
  opened.push(session);
  // The console opens on the Overview (docs/architecture.md, "The Overview"); the journeys start on Clients.
  await session.page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Home' }).click();
  await tableReady(session.page);
  return session;
}

const shoot = (page: Page, name: string) => shootScreens(page, SHOTS, name);

describe('the team and its sessions, http build against the server', () => {
  it('invites an admin who sets a password through the mailed link, signs in and sees no Team', async () => {
    const { page } = await signIn(DEMO);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Team' }).click();
    await page.getByRole('cell', { name: DEMO.email }).waitFor();
    await checkA11y(page);
    await shoot(page, 'team');
    // On a phone each admin is a card: every value and both actions inside the screen, nothing scrolls sideways.
    await page.setViewportSize(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    for (const cell of await page.locator('.team__table td, .team__table button').all()) {
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    }
    await page
      .getByRole('cell', { name: /Super Admin/ })
      .first()
      .waitFor();
    await checkA11y(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Invite admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite admin' });
    await dialog.getByLabel('Email').fill(INVITEE.email);
    await dialog.getByLabel('Name').fill(INVITEE.name);
    await dialog.getByLabel('Location').selectOption('Oakville');
    await checkA11y(page);
    await shoot(page, 'invite');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: INVITEE.email }).waitFor();

    const link = http.server.mailer.lastLinkFor(INVITEE.email);
    const { page: invitee } = await open(link);
    await invitee.getByRole('heading', { name: 'Set Your Password' }).waitFor();
    await checkA11y(invitee);
    await shoot(invitee, 'accept-invite');
    await invitee.getByLabel('New Password', { exact: true }).fill(INVITEE.password);
    await invitee.getByLabel('Confirm Password', { exact: true }).fill(INVITEE.password);
    await invitee.getByRole('button', { name: 'Set Password' }).click();
    await invitee.waitForURL('**/auth/login');
    // Said once, by the page: the server's same words are not shown a second time.
    await invitee.getByText('Your password is set. Please log in.').first().waitFor();
    expect(await invitee.getByText('Your password is set. Please log in.').count()).toBe(1);

    const { page: admin } = await signIn(INVITEE);
    const nav = admin.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Activity' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Team' }).count()).toBe(0);
    await admin.goto('/app/dashboard/team');
    await admin.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await checkA11y(admin);
  });

  it('a promotion shows at the next click; Deactivate asks first and the admin is told their account was deactivated', async () => {
    const { page: invitee } = await signIn(INVITEE);
    const inviteeNav = invitee.getByRole('navigation', { name: 'Console' });
    const { page } = await signIn(DEMO);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Team' }).click();
    await page.getByRole('button', { name: `Change role and location of ${INVITEE.name}` }).click();
    const change = page.getByRole('dialog', { name: `Role and location of ${INVITEE.name}` });
    await change.getByLabel('Role').selectOption('Super Admin');
    await change.getByRole('button', { name: 'Save' }).click();
    await change.waitFor({ state: 'hidden' });
    // The invitee learns the new role from their next call's answer: no reload.
    await inviteeNav.getByRole('link', { name: 'Points' }).click();
    await inviteeNav.getByRole('link', { name: 'Team' }).waitFor();

    await page.getByRole('button', { name: `Deactivate ${INVITEE.name}` }).click();
    const ask = page.getByRole('dialog', { name: 'Deactivate admin' });
    await ask.getByText(`Deactivate ${INVITEE.name} (${INVITEE.email})?`).waitFor();
    await checkA11y(page);
    await shoot(page, 'deactivate');
    await ask.getByRole('button', { name: 'Deactivate' }).click();
    await ask.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Reactivate ${INVITEE.name}` }).waitFor();

    await inviteeNav.getByRole('link', { name: 'Activity' }).click();
    await invitee.waitForURL('**/auth/login**');
    await invitee
      .getByText('This admin account has been deactivated. Ask a Super Admin to reactivate it.')
      .first()
      .waitFor();
    expect(await invitee.getByText('Session Expired! Please Login.').count()).toBe(0);
    await page.getByRole('button', { name: `Reactivate ${INVITEE.name}` }).click();
    await page.getByRole('button', { name: `Deactivate ${INVITEE.name}` }).waitFor();
  });

  it('Sign out everywhere else on one browser sends the other to the login page at its next call', async () => {
    const first = await signIn(INVITEE);
    const second = await signIn(INVITEE);
    await second.page.goto('/app/profile/devices');
    await second.page.getByRole('heading', { name: 'Signed-in devices' }).waitFor();
    await second.page.getByText('(this device)').waitFor();
    await checkA11y(second.page);
    await shoot(second.page, 'devices');
    await second.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await second.page.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled();
    await first.page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Points' })
      .click();
    await first.page.waitForURL('**/auth/login**');
    await first.page.getByText('Session Expired! Please Login.').waitFor();
    // The device that signed the others out is still in.
    await second.page.goto('/app/dashboard/points');
    await second.page.locator('main table').first().waitFor();
    expect(second.page.url()).toContain('/app/dashboard/points');
    // No errors but the refused calls of the signed-out browsers (the browser logs each 401 it received, and
    // the deactivated admin's refused renewal, 403).
    const unexpected = opened.flatMap((o) => o.errors).filter((e) => !/status of 40[13]/.test(e));
    expect(unexpected).toEqual([]);
  });
});
