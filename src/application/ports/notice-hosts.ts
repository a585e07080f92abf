/**
 * Where messages appear while a modal dialog is open: the dialog hosts them itself, because the page's outlet
 * sits under its backdrop. The dialog says so while it is open; the Notifier sends its messages there.
 */
export interface NoticeHosts {
  /**
   * Dialog `id` opened and its outlet is on its way (loaded with the first dialog): messages for it wait for
   * the outlet rather than go astray. The returned function says it closed.
   */
  opening(id: string): () => void;
  /** The dialog `id`'s outlet shows the messages from now until the returned function is called (it closed). */
  host(id: string): () => void;
  /**
   * Whether any message was sent yet, or a dialog hosted them: a page loads its outlet (and the toast library)
   * only then.
   */
  anySent(): boolean;
  /** Calls `listener` when the first message is sent; returns a way to stop listening. */
  onFirstSent(listener: () => void): () => void;
}
