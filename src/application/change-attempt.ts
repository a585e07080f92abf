/**
 * One submission of a change (add points, a note, a block, a broadcast): the idempotency key the server
 * remembers it by, and a way to abort it when the dialog is closed. "Try again" after an answer that never came
 * sends the same key, so the server applies the change at most once; a new submission gets a new key.
 */
export interface ChangeAttempt {
  key: string;
  signal?: AbortSignal;
}

/**
 * A random key of 128 bits. `crypto.getRandomValues` rather than `randomUUID`: the latter exists only in a
 * secure context, and a console may be served over plain http on a LAN.
 */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
