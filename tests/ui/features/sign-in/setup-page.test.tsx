import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../../src/application/request-error';
import { unknownZoneMessage } from '../../../../src/domain/business-time';
import SetupPage from '../../../../src/ui/features/sign-in/SetupPage';
import { fakeWorld, renderAuth } from '../../support/render-auth';

/** The setup page as the first start's link opens it (README, "First start of a business"). */
function open(path: string, world = fakeWorld()) {
  return renderAuth(<SetupPage />, { path, world });
}

const refused = (status: number, message: string) => new RequestError(message, { status, notified: false });

describe('the setup page says what its link can do as it opens', () => {
  it('asks about its token, then shows the form when the link can create the first Super Admin', async () => {
    const { world } = open('/setup?token=abc123');
    expect(await screen.findByRole('button', { name: 'Create Super Admin' })).toBeInTheDocument();
    expect(world.auth.checkSetupLink).toHaveBeenCalledWith('abc123', expect.any(AbortSignal));
  });

  it('says at once that a link without a token cannot work, with no form and no call', async () => {
    const { world } = open('/setup');
    expect(await screen.findByRole('alert')).toHaveTextContent('The setup link has no token.');
    expect(screen.queryByRole('button', { name: 'Create Super Admin' })).not.toBeInTheDocument();
    expect(world.auth.checkSetupLink).not.toHaveBeenCalled();
  });

  it('says LoyalLoop is already set up, with the way to Log In, before anything is typed', async () => {
    const world = fakeWorld();
    world.auth.checkSetupLink.mockRejectedValue(
      refused(409, 'LoyalLoop is already set up: sign in instead.'),
    );
    open('/setup?token=abc123', world);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'LoyalLoop is already set up: sign in instead.',
    );
    expect(screen.getByRole('link', { name: 'Go to Log In' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('says a used, replaced or expired link is no good, with no form', async () => {
    const world = fakeWorld();
    const message = 'This setup link is not valid (any more): restart the server for a new one.';
    world.auth.checkSetupLink.mockRejectedValue(refused(400, message));
    open('/setup?token=old', world);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Create Super Admin' })).not.toBeInTheDocument();
  });

  it('shows the form when the question got no answer: the setup itself will say what is wrong', async () => {
    const world = fakeWorld();
    world.auth.checkSetupLink.mockRejectedValue(
      new RequestError('An error occurred', { status: null, notified: false, kind: 'network' }),
    );
    open('/setup?token=abc123', world);
    expect(await screen.findByRole('button', { name: 'Create Super Admin' })).toBeInTheDocument();
  });
});

describe("the setup form asks for the business's time zone (docs/product.md §10.31)", () => {
  it("offers the browser's zone and sends the zone chosen with the first Super Admin", async () => {
    // A browser in Halifax (this suite's own zone is UTC, which would prove nothing).
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'America/Halifax' };
    });
    const user = userEvent.setup();
    const { world } = open('/setup?token=abc123');
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('America/Halifax');
    await user.type(screen.getByLabelText('Name'), 'Ana Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Harbour#Lights26');
    // The business's first location is typed (docs/product.md §10.29).
    await user.type(screen.getByLabelText('Location'), 'Harbour Street');
    await user.clear(zone);
    await user.type(zone, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Create Super Admin' }));
    expect(world.auth.setUpFirstAdmin).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'abc123', location: 'Harbour Street', timeZone: 'Asia/Tokyo' }),
    );
  });

  it('refuses a zone no one has, saying which, and sends nothing', async () => {
    const user = userEvent.setup();
    const { world } = open('/setup?token=abc123');
    const zone = await screen.findByLabelText('Time zone');
    await user.clear(zone);
    await user.type(zone, 'Mars/Base');
    await user.click(screen.getByRole('button', { name: 'Create Super Admin' }));
    expect(await screen.findByText(unknownZoneMessage('Mars/Base'))).toBeInTheDocument();
    expect(world.auth.setUpFirstAdmin).not.toHaveBeenCalled();
  });

  it('names the Location field in its own refusals, not the Name field above it', async () => {
    const user = userEvent.setup();
    const { world } = open('/setup?token=abc123');
    const location = await screen.findByLabelText('Location');
    await user.type(screen.getByLabelText('Name'), 'Avery Morgan');
    await user.click(location);
    await user.tab();
    expect(location).toHaveAccessibleDescription(expect.stringContaining('Location is required.'));
    await user.type(location, 'x'.repeat(61));
    expect(location).toHaveAccessibleDescription(
      expect.stringContaining('Location can be at most 60 characters.'),
    );
    expect(screen.queryByText(/^Name is required/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Super Admin' }));
    expect(world.auth.setUpFirstAdmin).not.toHaveBeenCalled();
  });

  it('puts focus on the first field its rules refuse when Create Super Admin is clicked', async () => {
    const user = userEvent.setup();
    const { world } = open('/setup?token=abc123');
    await user.type(await screen.findByLabelText('Name'), 'Avery Morgan');
    await user.click(screen.getByRole('button', { name: 'Create Super Admin' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(world.auth.setUpFirstAdmin).not.toHaveBeenCalled();
  });
});
