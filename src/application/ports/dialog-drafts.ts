/** What an admin had typed into a dialog when their session ended, and where. */
export interface DialogDraft {
  /** The console path (with its query) the dialog was open on. */
  path: string;
  /** Which dialog of that page: `add-points`, `notes`. */
  dialog: string;
  values: Record<string, unknown>;
}

/**
 * Keeps one dialog's typed values across a sign-in (the session ended while it was open): kept for this tab
 * only, read back by the page it was open on, then forgotten.
 */
export interface DialogDrafts {
  keep(draft: DialogDraft): void;
  /** The draft kept for this path, if any (reading does not forget it). */
  peek(path: string): DialogDraft | null;
  forget(): void;
}
