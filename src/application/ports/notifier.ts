export interface NotifyOptions {
  /** How long the message stays; 5 s unless said otherwise. */
  durationMs?: number;
}

/** Messages shown to the user (toasts in the browser). */
export interface Notifier {
  success(message: string, options?: NotifyOptions): void;
  error(message: string, options?: NotifyOptions): void;
}
