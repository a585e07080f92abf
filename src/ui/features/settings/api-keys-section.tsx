import { useRef, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { API_KEY_SCOPE_LABELS, type ApiKey } from '../../../domain/api-keys';
import { ResourceState } from '../../shared/components/status/ResourceState';
import { formatListDateTime } from '../../shared/format';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import '../../shared/components/table/record-table.css';
import { CreateKeyDialog, RevokeKeyDialog, SecretDialog } from './api-key-dialogs';

const scopeText = (key: ApiKey): string => key.scopes.map((scope) => API_KEY_SCOPE_LABELS[scope]).join(', ');

/**
 * Settings → API keys (docs/api.md, API keys): each key's name, scope, location, creator, created and last
 * used; Create key shows the new key once, with Copy; Revoke asks first and ends the key at once.
 */
export function ApiKeysSection() {
  const keys = useService(TOKENS.ApiKeys);
  const resource = useResource('api-keys', (signal) => keys.list(signal));
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ name: string; secret: string | null } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="settings__section card" aria-labelledby="api-keys-heading">
      <div className="settings__head">
        <div>
          <h2 id="api-keys-heading" ref={heading} tabIndex={-1}>
            API keys
          </h2>
          <p className="settings__lead">
            A till or another system looks clients up and books points with its own key, never an admin&apos;s
            password. The trail names the key.
          </p>
        </div>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          Create key
        </button>
      </div>
      <ResourceState resource={resource} what="the API keys" />
      {resource.data?.length === 0 && <p className="settings__empty">No API keys yet.</p>}
      {resource.data && resource.data.length > 0 && (
        <div className="record-table__scroll">
          <table className="record-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Scope</th>
                <th scope="col">Location</th>
                <th scope="col">Created by</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {resource.data.map((key) => (
                <tr key={key._id}>
                  <td className="record-table__title">{key.name}</td>
                  <td data-label="Scope">{scopeText(key)}</td>
                  <td data-label="Location">{key.location ?? 'Any'}</td>
                  <td data-label="Created by">{key.createdBy}</td>
                  <td data-label="Created">{formatListDateTime(key.createdAt)}</td>
                  <td data-label="Last used">
                    {key.lastUsedAt ? formatListDateTime(key.lastUsedAt) : 'Never'}
                  </td>
                  <td className="record-table__actions">
                    {key.revokedAt ? (
                      <span>Revoked {formatListDateTime(key.revokedAt)}</span>
                    ) : (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setRevoking(key)}
                        aria-label={`Revoke ${key.name}`}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(made) => {
          setSecret({ name: made.apiKey.name, secret: made.secret });
          resource.reload();
        }}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <RevokeKeyDialog
        apiKey={revoking}
        onClose={() => setRevoking(null)}
        onChanged={() => {
          resource.reload();
          heading.current?.focus();
        }}
      />
    </section>
  );
}
