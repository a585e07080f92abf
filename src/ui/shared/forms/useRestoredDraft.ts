import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { DialogDraft } from '../../../application/ports/dialog-drafts';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../hooks/useService';

/** The console path with its query, as the session watch keeps it with a draft. */
export function useHere(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}

/**
 * The dialog draft kept for this page when the session ended (see DialogDrafts), read once on arrival and
 * then forgotten, so it fills the reopened dialog once and never again.
 */
export function useRestoredDraft(): DialogDraft | null {
  const drafts = useService(TOKENS.DialogDrafts);
  const here = useHere();
  const [draft] = useState(() => drafts.peek(here));
  useEffect(() => {
    if (draft) drafts.forget();
  }, [draft, drafts]);
  return draft;
}

/** A draft's text values (what the client dialogs hold), for a form's `initialValues`. */
export function draftText(draft: DialogDraft | null, dialog: string): Record<string, string> | undefined {
  if (draft?.dialog !== dialog) return undefined;
  const text = Object.entries(draft.values).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(text);
}
