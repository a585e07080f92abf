import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProfiles, DemoBackend, Notifier } from '../../../../src/application/ports';
import { TOKENS } from '../../../../src/application/tokens';
import type { AdminProfile } from '../../../../src/domain/entities';
import ProfilePage from '../../../../src/ui/features/profile/ProfilePage';
import { deferred, provide, renderConsole } from '../../support/render-console';
import { ADMIN_ID, logout, reloadShellProfile } from '../../support/session-fakes';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);
vi.mock(
  '../../../../src/ui/session/admin-profile',
  async () => (await import('../../support/session-fakes')).adminProfileHook,
);

const PROFILE: AdminProfile = {
  _id: ADMIN_ID,
  name: 'Priya Raman',
  email: 'priya@loyalloop.demo',
  role: 'Super Admin',
  location: 'Oakville',
  createdAt: '2024-01-05T21:05:00',
};

function setup(overrides: Partial<AdminProfiles> = {}) {
  const profiles: AdminProfiles = {
    get: vi.fn(async () => PROFILE),
    uploadImage: vi.fn(async () => undefined),
    changePassword: vi.fn(async () => undefined),
    ...overrides,
  };
  const demo: DemoBackend = { enabled: true, credentials: null, reset: vi.fn(async () => undefined) };
  const notifier: Notifier = { success: vi.fn(), error: vi.fn(), dismissErrors: vi.fn() };
  const view = renderConsole(<ProfilePage />, {
    path: '/app/profile',
    services: [
      provide(TOKENS.AdminProfiles, profiles),
      provide(TOKENS.DemoBackend, demo),
      provide(TOKENS.Notifier, notifier),
    ],
  });
  return { ...view, profiles, demo };
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0])], 'me.png', { type: 'image/png' });
const photoInput = () => screen.getByLabelText(/Upload Photo|Uploading/);

describe('profile page', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.clearAllMocks());

  it('shows the name, joined date as dd MMM yyyy, role and location of the signed-in admin', async () => {
    const { profiles } = setup();
    expect(await screen.findByText('Priya Raman')).toBeInTheDocument();
    expect(profiles.get).toHaveBeenCalledWith(ADMIN_ID, expect.any(AbortSignal));
    expect(screen.getByText('05 Jan 2024')).toBeInTheDocument();
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    expect(screen.getByText('Oakville')).toBeInTheDocument();
  });

  it('shows a loading state until the profile arrives', async () => {
    const pending = deferred<AdminProfile>();
    setup({ get: vi.fn(() => pending.promise) });
    expect(screen.getByRole('status')).toBeInTheDocument();
    pending.resolve(PROFILE);
    expect(await screen.findByText('Priya Raman')).toBeInTheDocument();
  });

  it('a failed load offers Retry, which fetches again', async () => {
    const get = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(PROFILE);
    const { user } = setup({ get });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your profile.');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Priya Raman')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('uploads a chosen image, previews it, and reloads the page and the shell avatar', async () => {
    const { user, profiles } = setup();
    await screen.findByText('Priya Raman');
    const file = png();
    await user.upload(photoInput(), file);
    expect(profiles.uploadImage).toHaveBeenCalledWith(ADMIN_ID, file);
    // The server's own success message is toasted by the HTTP adapter; the page shows the new photo.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Profile photo of Priya Raman' })).toHaveAttribute(
        'src',
        'blob:preview-1',
      ),
    );
    expect(reloadShellProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(profiles.get).toHaveBeenCalledTimes(2));
  });

  it('refuses a file that is not an image with a clear error and sends nothing', async () => {
    const { profiles } = setup();
    await screen.findByText('Priya Raman');
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    // fireEvent, because user.upload itself drops files that do not match the input's accept.
    fireEvent.change(photoInput(), { target: { files: [pdf] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only PNG, JPEG or WebP images can be uploaded.',
    );
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');
    expect(profiles.uploadImage).not.toHaveBeenCalled();
  });

  it('refuses a text file renamed .png by its content, with the message, and sends nothing', async () => {
    const { user, profiles } = setup();
    await screen.findByText('Priya Raman');
    await user.upload(photoInput(), new File(['hello, not a photo'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only PNG, JPEG or WebP images can be uploaded.',
    );
    expect(profiles.uploadImage).not.toHaveBeenCalled();
  });

  it('a stored photo that does not load falls back to the placeholder: no broken image, no spilled alt text', async () => {
    setup({ get: vi.fn(async () => ({ ...PROFILE, image: '/broken.png' })) });
    const image = await screen.findByRole('img', { name: 'Profile photo of Priya Raman' });
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Profile photo of Priya Raman' })).not.toBeInTheDocument();
    expect(document.querySelector('.profile-photo__initial')).toHaveTextContent('P');
  });

  it('disables the picker while the upload is pending and keeps the old photo when it fails', async () => {
    const upload = deferred<undefined>();
    const { user } = setup({
      get: vi.fn(async () => ({ ...PROFILE, image: '/old.png' })),
      uploadImage: vi.fn(() => upload.promise),
    });
    await screen.findByText('Priya Raman');
    await user.upload(photoInput(), png());
    expect(photoInput()).toBeDisabled();
    upload.reject(new Error('refused'));
    await waitFor(() => expect(photoInput()).toBeEnabled());
    expect(screen.getByRole('img', { name: 'Profile photo of Priya Raman' })).toHaveAttribute(
      'src',
      '/old.png',
    );
    expect(reloadShellProfile).not.toHaveBeenCalled();
  });

  it('an upload answered after the page was left makes no preview, so no object URL is left unreleased', async () => {
    const upload = deferred<undefined>();
    const { user, unmount } = setup({ uploadImage: vi.fn(() => upload.promise) });
    await screen.findByText('Priya Raman');
    await user.upload(photoInput(), png());
    unmount();
    upload.resolve(undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const created = vi.mocked(URL.createObjectURL).mock.results.map((result) => result.value as string);
    const revoked = vi.mocked(URL.revokeObjectURL).mock.calls.map(([url]) => url);
    expect(created.filter((url) => !revoked.includes(url))).toEqual([]);
    expect(reloadShellProfile).not.toHaveBeenCalled();
  });

  it('Log Out ends the session and Change Password goes to /auth/reset-password', async () => {
    const { user, history } = setup();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(history.at(-1)).toBe('/auth/reset-password');
  });

  it('links Signed-in devices, the page of where the admin is signed in', async () => {
    const { user, history } = setup();
    await user.click(screen.getByRole('link', { name: 'Signed-in devices' }));
    expect(history.at(-1)).toBe('/app/profile/devices');
  });

  it('Reset demo data restores the seed and shows the restored profile at once', async () => {
    const { user, demo, profiles } = setup();
    await screen.findByText('Priya Raman');
    expect(profiles.get).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(demo.reset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(profiles.get).toHaveBeenCalledTimes(2));
    expect(reloadShellProfile).toHaveBeenCalled();
  });
});
