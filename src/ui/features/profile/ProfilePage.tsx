import { useCallback } from 'react';
import { Link, useLocation } from 'wouter';
import { TOKENS } from '../../../application/tokens';
import { loadProfile } from '../../../application/use-cases/load-profile';
import { DemoResetButton } from '../../shared/demo/DemoResetButton';
import { useAdminId, useLogout } from '../../session/session-hooks';
import { LoadFailure } from '../../shared/components/status/LoadFailure';
import { PageLoading } from '../../shared/components/PageLoading';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { PATHS } from '../../shared/routes/paths';
import { useAdminProfile } from '../../session/admin-profile';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PhotoField } from './PhotoField';
import { ProfileFacts } from './ProfileFacts';
import { usePhotoUpload } from './usePhotoUpload';
import './profile.css';

/** /app/profile: the signed-in admin's photo and details, the Change password form, Log Out, Change Password and Signed-in devices. */
export default function ProfilePage() {
  const adminId = useAdminId();
  useDocumentTitle('My Profile');
  const profiles = useService(TOKENS.AdminProfiles);
  const logout = useLogout();
  const [, navigate] = useLocation();
  const shell = useAdminProfile();
  const resource = useResource(adminId, (signal) => loadProfile(profiles, adminId, signal));
  const { reload: reloadPage } = resource;
  const { reload: reloadShell } = shell;
  // After an upload (or a demo reset) both this page and the shell's avatar show the server's data.
  const onUploaded = useCallback(() => {
    reloadPage();
    reloadShell();
  }, [reloadPage, reloadShell]);
  const upload = usePhotoUpload(adminId, onUploaded);

  return (
    <section className="profile card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">My Profile</h2>
      {resource.status === 'loading' && <PageLoading label="Loading profile" />}
      {resource.status === 'error' && (
        <LoadFailure what="your profile" error={resource.error} onRetry={resource.reload} />
      )}
      {resource.data && (
        <>
          <PhotoField name={resource.data.name} image={resource.data.image} upload={upload} />
          <ProfileFacts profile={resource.data} />
        </>
      )}
      <ChangePasswordForm />
      <div className="profile-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => navigate(PATHS.resetPassword)}
        >
          Change Password
        </button>
        <button type="button" className="button button--dark" onClick={() => void logout()}>
          Log Out
        </button>
      </div>
      <p className="profile-devices">
        <Link href={PATHS.devices}>Signed-in devices</Link>: where you are signed in, each with when it was
        last used; sign out any of them.
      </p>
      {/* A demo-only tool, apart from the account actions; renders nothing against the real API. */}
      <div className="profile-demo">
        <DemoResetButton onReset={onUploaded} />
      </div>
    </section>
  );
}
