import { useEffect, useRef, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { CONSENT_SOURCE_LABELS } from '../../../domain/email-consent';
import type { Client } from '../../../domain/entities';
import { formatDetailDateTime } from '../../shared/format';
import { useService } from '../../shared/hooks/useService';

/** "Since {date}, {source}": when and how the consent was last set; nothing when nobody asked. */
function consentOrigin(client: Client): string | null {
  if (!client.emailConsentAt || !client.emailConsentSource) return null;
  return `Since ${formatDetailDateTime(client.emailConsentAt)}, ${CONSENT_SOURCE_LABELS[client.emailConsentSource]}`;
}

/**
 * The client's Email consent (docs/product.md §10.27): yes or no with its date and source, and a checkbox an
 * admin ticks or clears (saved at once, disabled while it saves; the client is fetched again after).
 */
export function EmailConsentField({ client, onChanged }: { client: Client; onChanged(): void }) {
  const consents = useService(TOKENS.EmailConsents);
  const [saving, setSaving] = useState(false);
  // What the admin chose, shown at once while it saves and until the client read again says it (a box that
  // stayed as it was after the click would look refused); a refusal shows the client as it is again.
  const [chosen, setChosen] = useState<{ value: boolean; over: boolean } | null>(null);
  const saved = client.emailConsent === true;
  // The client read again says it: the choice has done its work (adjusted while rendering, no effect).
  if (chosen !== null && chosen.over !== saved) setChosen(null);
  const given = chosen?.value ?? saved;
  const origin = consentOrigin(client);
  // The box had focus when ticked, and lost it to the page while disabled: it gets it back once saved.
  const box = useRef<HTMLInputElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (saving || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) box.current?.focus();
  }, [saving]);
  const change = async (next: boolean) => {
    hadFocus.current = document.activeElement === box.current;
    setSaving(true);
    setChosen({ value: next, over: saved });
    try {
      await consents.set(client.userId, next);
    } catch {
      // The error policy has told the admin; the client is read again below either way.
      setChosen(null);
    } finally {
      setSaving(false);
      onChanged();
    }
  };
  return (
    <div className="client-detail__consent">
      <label className="checkbox">
        <input
          ref={box}
          type="checkbox"
          checked={given}
          disabled={saving}
          aria-describedby={origin ? `consent-origin-${client.userId}` : undefined}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{given ? 'Yes' : 'No'}</span>
        <span className="visually-hidden"> — Email consent</span>
      </label>
      {origin && (
        <span id={`consent-origin-${client.userId}`} className="client-detail__logged">
          {origin}
        </span>
      )}
    </div>
  );
}
