import { useState } from 'react';
import { useField } from 'react-final-form';
import { TOKENS } from '../../../application/tokens';
import {
  apiKeyProblems,
  createApiKey,
  revokeApiKey,
  type ApiKeyValues,
} from '../../../application/use-cases/api-keys';
import { API_KEY_NAME_MAX, API_KEY_SCOPE_LABELS, type ApiKey } from '../../../domain/api-keys';
import { Dialog } from '../../shared/components/dialog/Dialog';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { ConfirmDialog } from '../../shared/forms/ConfirmDialog';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import { LocationOptions } from '../../shared/forms/location-options';
import { submitting } from '../../shared/forms/submitting';
import { useLocations } from '../../shared/hooks/useLocations';
import { useService } from '../../shared/hooks/useService';

/** The scopes' one message, under the checkboxes, once either was touched or a submit was tried. */
function ScopeProblem() {
  const { meta } = useField('book', { subscription: { error: true, touched: true, submitFailed: true } });
  const shown = meta.error && (meta.touched || meta.submitFailed) ? String(meta.error) : null;
  return (
    <p className="settings__problem" role={shown ? 'alert' : undefined}>
      {shown}
    </p>
  );
}

interface CreateProps {
  open: boolean;
  onClose(): void;
  onCreated(made: { apiKey: ApiKey; secret: string | null }): void;
}

/** Create key: a name, what it may do, and optionally the one location it books at. */
export function CreateKeyDialog({ open, onClose, onCreated }: CreateProps) {
  const keys = useService(TOKENS.ApiKeys);
  const locations = useLocations(open);
  return (
    <FormDialog<ApiKeyValues>
      open={open}
      title="Create key"
      description="The key is shown once, when it is made: copy it to the till then."
      onClose={onClose}
      initialValues={{ name: '', lookUp: true, book: true, location: '' }}
      validate={apiKeyProblems}
      onSubmit={(values) =>
        submitting(() => createApiKey(keys, values, onCreated), {
          onAccepted: onClose,
        })
      }
      submit="Create key"
      pending="Creating…"
    >
      <FormField name="name" label="Name" autoComplete="off" limit={API_KEY_NAME_MAX} />
      <fieldset className="settings__scopes">
        <legend>Scope</legend>
        <CheckboxField name="lookUp" className="settings__scope">
          {API_KEY_SCOPE_LABELS['clients:read']}
        </CheckboxField>
        <CheckboxField name="book" className="settings__scope">
          {API_KEY_SCOPE_LABELS['points:write']} (add and redeem)
        </CheckboxField>
        <ScopeProblem />
      </fieldset>
      <FormField
        name="location"
        label="Location"
        options={<LocationOptions locations={locations.data} prompt="Any location" />}
      />
    </FormDialog>
  );
}

interface SecretProps {
  /** `secret` null: the key was made by an earlier try whose answer was lost, so it cannot be shown. */
  shown: { name: string; secret: string | null } | null;
  onClose(): void;
}

/** The new key, this once, with Copy: the server keeps only its keyed hash, so nobody can show it again. */
export function SecretDialog({ shown, onClose }: SecretProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog open={shown !== null} title={`API key ${shown?.name ?? ''}`} onClose={close}>
      {shown?.secret === null && (
        <p>
          The key was made, but the answer that held it was lost, and it cannot be shown again. Revoke it and
          create another.
        </p>
      )}
      {shown?.secret && (
        <div className="settings__secret">
          <p>Copy this key now: it is not shown again. Whoever holds it acts as this key.</p>
          <label className="settings__secret-label" htmlFor="api-key-secret">
            API key
          </label>
          {/* A text area, so the whole key wraps into view: a one-line field showed part of it, at any width. */}
          <textarea
            id="api-key-secret"
            className="input settings__secret-value"
            readOnly
            rows={2}
            spellCheck={false}
            value={shown.secret}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="settings__copied" role="status">
            {copied === 'yes'
              ? 'Copied.'
              : copied === 'failed'
                ? 'Could not copy: select the key and copy it.'
                : ''}
          </p>
          <div className="settings__secret-actions">
            <button type="button" className="button" onClick={() => void copy(shown.secret ?? '')}>
              Copy
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              Done
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

interface RevokeProps {
  /** The key to revoke; null: closed. */
  apiKey: ApiKey | null;
  onClose(): void;
  onChanged(): void;
}

/** Revoke asks first, naming the key: its next call is refused, on every server. */
export function RevokeKeyDialog({ apiKey, onClose, onChanged }: RevokeProps) {
  const keys = useService(TOKENS.ApiKeys);
  return (
    <ConfirmDialog
      title="Revoke API key"
      submit="Revoke"
      pending="Revoking…"
      confirm={apiKey && (() => revokeApiKey(keys, apiKey._id))}
      onClose={onClose}
      onChanged={onChanged}
    >
      {apiKey && (
        <p>
          Revoke <strong>{apiKey.name}</strong>? Its next call is refused, on every server, and it cannot be
          turned back on: make a new key instead.
        </p>
      )}
    </ConfirmDialog>
  );
}
