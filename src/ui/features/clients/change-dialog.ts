/** What the client page gives each of its change dialogs (points, notes). */
export interface ChangeDialogProps {
  open: boolean;
  clientId: string;
  onClose(): void;
  /** The server accepted the change: refetch and close (SPEC §4). */
  onDone(): void;
  /** The request failed: refetch anyway, since the server may have saved before its answer was lost. */
  onFailed(): void;
  /** What was typed when the session ended, to fill the dialog again after sign-in. */
  restored?: Record<string, string>;
}
