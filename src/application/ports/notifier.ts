/** How long a message stays unless said otherwise, and the session's end, which must be read (docs/product.md §9). */
export const TOAST_MS = 5000;
export const SESSION_EXPIRED_TOAST_MS = 10000;

export interface NotifyOptions {
  /** How long the message stays; 5 s unless said otherwise. */
  durationMs?: number;
  /**
   * The message is about the whole app, not the screen in front of the user (the session ended): it must
   * outlive an open dialog and the page it sits on.
   */
  appWide?: boolean;
}

/** Messages shown to the user (toasts in the browser). */
export interface Notifier {
  success(message: string, options?: NotifyOptions): void;
  error(message: string, options?: NotifyOptions): void;
  /**
   * The screen's error messages were answered (a refused password, then the right one): take them down, so a
   * stale "Invalid email or password." does not sit over the next step. App-wide messages stay.
   */
  dismissErrors(): void;
}
