/** Resend invitation and Revoke invitation on the Team page (docs/api.md, the team): pending invitees only. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import type { TeamMember } from '../../../src/domain/team';
import { fakeWorld, renderApp, signedInTokens } from '../support/render-auth';
import { teamMember } from '../support/team-fakes';

const SAM = teamMember({
  _id: 'a3',
  name: 'Sam New',
  email: 'sam.new@example.com',
  role: 'Admin',
  invited: true,
});

function world() {
  const w = fakeWorld();
  w.session.save(signedInTokens());
  let release: () => void = () => undefined;
  let revoked = false;
  const team = {
    list: vi.fn(async () => (revoked ? [teamMember({})] : [teamMember({}), SAM])),
    invite: vi.fn(async () => SAM),
    deactivate: vi.fn(async () => SAM),
    reactivate: vi.fn(async () => SAM),
    change: vi.fn(async () => SAM),
    // Held until the test lets it go, so the pending state can be seen.
    resendInvitation: vi.fn(
      () =>
        new Promise<TeamMember>((resolve) => {
          release = () => resolve(SAM);
        }),
    ),
    revokeInvitation: vi.fn(async () => {
      revoked = true;
    }),
  };
  w.extra.set(TOKENS.Team, team);
  return { w, team, release: () => release() };
}

/** The page's chunk loads on first visit: slow on a busy machine. */
const SLOW = { timeout: 15_000 };

/** The Team page with Revoke invitation pressed on Sam's row: the confirmation it opened. */
async function revokeAsked() {
  const { w, team } = world();
  const { user } = await renderApp('/app/dashboard/team', w);
  const sam = await rowOf('sam.new@example.com');
  await user.click(within(sam).getByRole('button', { name: 'Revoke invitation of Sam New' }));
  return { team, user, dialog: screen.getByRole('dialog', { name: 'Revoke invitation' }) };
}

async function rowOf(email: string): Promise<HTMLElement> {
  const row = (await screen.findByRole('cell', { name: email }, SLOW)).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

describe('Team: a pending invitation', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('only a pending invitee’s row offers Resend invitation and Revoke invitation', async () => {
    const { w } = world();
    await renderApp('/app/dashboard/team', w);
    const sam = await rowOf('sam.new@example.com');
    expect(within(sam).getByRole('button', { name: 'Resend invitation to Sam New' })).toBeEnabled();
    expect(within(sam).getByRole('button', { name: 'Revoke invitation of Sam New' })).toBeEnabled();
    const avery = await rowOf('admin@loyalloop.demo');
    expect(within(avery).queryByRole('button', { name: /invitation/ })).toBeNull();
  });

  it('Resend invitation is disabled while it is sent, then reads the list again', async () => {
    const { w, team, release } = world();
    const { user } = await renderApp('/app/dashboard/team', w);
    const sam = await rowOf('sam.new@example.com');
    await user.click(within(sam).getByRole('button', { name: 'Resend invitation to Sam New' }));
    expect(team.resendInvitation).toHaveBeenCalledWith('a3');
    const sending = within(sam).getByRole('button', { name: 'Resend invitation to Sam New' });
    expect(sending).toBeDisabled();
    expect(sending).toHaveTextContent('Sending…');
    release();
    await vi.waitFor(() => expect(team.list).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(sending).toBeEnabled());
    expect(team.resendInvitation).toHaveBeenCalledTimes(1);
  });

  it('Revoke invitation asks first, naming the person; Cancel sends nothing', async () => {
    const { team, user, dialog } = await revokeAsked();
    expect(dialog).toHaveTextContent('Revoke the invitation of Sam New (sam.new@example.com)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(team.revokeInvitation).not.toHaveBeenCalled();
  });

  it('Revoke invitation, confirmed: revoked, the list read again and focus on the Team heading', async () => {
    const { team, user, dialog } = await revokeAsked();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(team.revokeInvitation).toHaveBeenCalledWith('a3');
    await vi.waitFor(() => expect(team.list).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.queryByRole('cell', { name: 'sam.new@example.com' })).toBeNull());
    // Its row and buttons are gone; focus rests on the section's heading, not on the page's body.
    await vi.waitFor(() => expect(document.getElementById('team-heading')).toHaveFocus());
  });
});
