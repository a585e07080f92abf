/**
 * The form dialog open right now that keeps a draft, and how to read what is typed in it: when the session
 * ends, the session watch keeps those values for the trip through sign-in (DialogDrafts).
 */
export interface OpenDraft {
  dialog: string;
  values(): Record<string, unknown>;
}

let open: OpenDraft | null = null;

/** A dialog says it is open; the returned function says it closed. */
export function registerOpenDraft(draft: OpenDraft): () => void {
  open = draft;
  return () => {
    if (open === draft) open = null;
  };
}

export const openDraft = (): OpenDraft | null => open;
