/** The backend's only source of time: tests move it, no rule reads `Date.now()` or SQL `now()`. */
export interface BackendClock {
  /** Epoch milliseconds. */
  now(): number;
}
