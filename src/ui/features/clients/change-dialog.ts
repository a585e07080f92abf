/** What the client page gives each of its change dialogs (points, notes). */
export interface ChangeDialogProps {
  open: boolean;
  clientId: string;
  onClose(): void;
  /** The server accepted the change: refetch and close (docs/product.md §4). */
  onDone(): void;
  /** The request failed: refetch anyway, since the server may have saved before its answer was lost. */
  onFailed(): void;
  /** What was typed when the session ended, to fill the dialog again after sign-in. */
  restored?: Record<string, string>;
  /** After a change timed out: reads the client again and says what it holds now (the dialog's Check). */
  check(signal: AbortSignal): Promise<string>;
  /** The client is blocked: points can be neither added nor redeemed until it is made active again. */
  blocked: boolean;
}
