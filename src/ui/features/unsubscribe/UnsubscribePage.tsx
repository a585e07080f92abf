import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { isRequestError } from '../../../application/request-error';
import { TOKENS } from '../../../application/tokens';
import type { UnsubscribeOutcome } from '../../../domain/email-consent';
import { UNSUBSCRIBE_MESSAGES } from '../../../domain/unsubscribe-messages';
import { FormFailure } from '../../shared/forms/FormFailure';
import { useService } from '../../shared/hooks/useService';

export const UNSUBSCRIBE_WORDS = {
  ...UNSUBSCRIBE_MESSAGES,
  failed: 'The unsubscribe did not go through. Please try again.',
} as const;

/**
 * /auth/unsubscribe?token=…: a broadcast email's unsubscribe link (docs/product.md §10.27), without signing
 * in. The click, not the visit, unsubscribes: a mail scanner opening the link changes nothing. A second use
 * says so; a link that is not valid says that, on this page.
 */
export default function UnsubscribePage() {
  const consents = useService(TOKENS.EmailConsents);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<UnsubscribeOutcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The clicked button is disabled while the click goes, then gone or still there: focus goes to what the page
  // now says (the outcome, or why not), not left on the page.
  const said = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome || problem)
      said.current?.querySelector<HTMLElement>('[role="status"], [role="alert"]')?.focus();
  }, [outcome, problem]);
  const unsubscribe = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setOutcome(await consents.unsubscribe(token));
    } catch (error) {
      setProblem(
        isRequestError(error) && error.kind === 'refused' ? error.message : UNSUBSCRIBE_WORDS.failed,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div ref={said}>
      <h1>Unsubscribe</h1>
      {outcome ? (
        <p className="auth-lead" role="status" tabIndex={-1}>
          {UNSUBSCRIBE_WORDS[outcome]}
        </p>
      ) : (
        <>
          <p className="auth-lead">Stop receiving LoyalLoop broadcasts by email?</p>
          <FormFailure message={problem} />
          <button type="button" className="button" disabled={busy} onClick={() => void unsubscribe()}>
            {busy ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </>
      )}
    </div>
  );
}
