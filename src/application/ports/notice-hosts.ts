/**
 * Where messages appear while a modal dialog is open: the dialog hosts them itself, because the page's outlet
 * sits under its backdrop. The dialog says so while it is open; the Notifier sends its messages there.
 */
export interface NoticeHosts {
  /** The dialog `id` shows the messages from now until the returned function is called (it closed). */
  host(id: string): () => void;
  /**
   * Whether any message was sent yet, or a dialog hosted them: a page loads its outlet (and the toast library)
   * only then.
   */
  anySent(): boolean;
  /** Calls `listener` when the first message is sent; returns a way to stop listening. */
  onFirstSent(listener: () => void): () => void;
}
