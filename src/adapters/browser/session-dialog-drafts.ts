import type { DialogDraft, DialogDrafts } from '../../application/ports/dialog-drafts';

const KEY = 'dialog-draft';

const isDraft = (value: unknown): value is DialogDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const { path, dialog, values } = value as Record<string, unknown>;
  return (
    typeof path === 'string' && typeof dialog === 'string' && typeof values === 'object' && values !== null
  );
};

/**
 * The dialog draft in sessionStorage: this tab only, gone when it closes, so typed values never outlive the
 * trip through sign-in they are kept for. Storage that throws (private mode, quota) keeps nothing.
 */
export function createSessionDialogDrafts(storage: Storage = sessionStorage): DialogDrafts {
  return {
    keep(draft) {
      try {
        storage.setItem(KEY, JSON.stringify(draft));
      } catch {
        // Nothing kept: the admin types it again, as before.
      }
    },
    peek(path) {
      try {
        const draft: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
        return isDraft(draft) && draft.path === path ? draft : null;
      } catch {
        return null;
      }
    },
    forget() {
      try {
        storage.removeItem(KEY);
      } catch {
        // Already as good as gone.
      }
    },
  };
}
