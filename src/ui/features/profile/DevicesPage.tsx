import { useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { formatListDateTime } from '../../shared/format';
import { deviceName, type DeviceSession } from '../../../domain/team';
import { LoadFailure } from '../../shared/components/status/LoadFailure';
import { PageLoading } from '../../shared/components/PageLoading';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import './profile.css';

/**
 * /app/profile/devices, from the account menu: this admin's live sessions (device, place, last used), each
 * with Sign out, and Sign out everywhere else (docs/api.md, Sessions). A failed call is toasted by the API client.
 */
export default function DevicesPage() {
  const devices = useService(TOKENS.SignedInDevices);
  const resource = useResource('devices', (signal) => devices.list(signal));
  const [pending, setPending] = useState<string | null>(null);
  const run = async (key: string, task: () => Promise<void>) => {
    setPending(key);
    try {
      await task();
    } catch {
      // The API client has said what went wrong; the list is read again either way.
    } finally {
      setPending(null);
      resource.reload();
    }
  };
  const sessions = resource.data ?? [];
  const others = sessions.filter((s) => !s.current);
  return (
    <section className="devices card" aria-labelledby="devices-heading">
      <h2 id="devices-heading">Signed-in devices</h2>
      <p>Where you are signed in now. Signing a device out ends its session at its next call.</p>
      {resource.status === 'loading' && <PageLoading label="Loading devices" />}
      {resource.status === 'error' && (
        <LoadFailure what="your devices" error={resource.error} onRetry={resource.reload} />
      )}
      {resource.data && (
        <ul className="devices__list">
          {sessions.map((session) => (
            <DeviceRow
              key={session.id}
              session={session}
              pending={pending !== null}
              onSignOut={() => void run(session.id, () => devices.signOut(session.id))}
            />
          ))}
        </ul>
      )}
      <div className="profile-actions">
        <button
          type="button"
          className="button button--dark"
          disabled={others.length === 0 || pending !== null}
          onClick={() => void run('others', () => devices.signOutEverywhereElse())}
        >
          {pending === 'others' ? 'Signing out…' : 'Sign out everywhere else'}
        </button>
      </div>
    </section>
  );
}

function DeviceRow(props: { session: DeviceSession; pending: boolean; onSignOut(): void }) {
  const { session } = props;
  return (
    <li className="devices__row">
      <div>
        <strong>{deviceName(session.userAgent)}</strong>
        {session.current && <span className="devices__current"> (this device)</span>}
        <div className="devices__meta">
          {session.ip ?? 'This browser'} · last used {formatListDateTime(session.lastUsedAt)}
        </div>
      </div>
      {!session.current && (
        <button
          type="button"
          className="button button--secondary"
          disabled={props.pending}
          onClick={props.onSignOut}
          aria-label={`Sign out ${deviceName(session.userAgent)}, last used ${formatListDateTime(session.lastUsedAt)}`}
        >
          Sign out
        </button>
      )}
    </li>
  );
}
