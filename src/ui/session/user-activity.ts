/**
 * What counts as the admin being at work, for keeping a session alive: a press, a key, a pointer moving, a
 * wheel or a scroll anywhere in the page (captured, so elements that stop propagation still count).
 */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Calls `listener` on every sign of activity until the returned function is called. */
export function onActivity(listener: () => void): () => void {
  ACTIVITY.forEach((type) => window.addEventListener(type, listener, { capture: true, passive: true }));
  return () => ACTIVITY.forEach((type) => window.removeEventListener(type, listener, { capture: true }));
}

/** Calls `listener` once, at the next sign of activity. */
export function onNextActivity(listener: () => void): () => void {
  const stop = onActivity(() => {
    stop();
    listener();
  });
  return stop;
}
