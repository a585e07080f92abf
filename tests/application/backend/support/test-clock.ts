/** A clock port the tests move: codes and tokens expire when a test says, never by waiting. */
import type { BackendClock } from '../../../../src/backend/ports';

export interface TestClock extends BackendClock {
  advance(ms: number): void;
}

export function createTestClock(startMs: number = Date.now()): TestClock {
  let nowMs = startMs;
  return {
    now: () => nowMs,
    advance(ms) {
      nowMs += ms;
    },
  };
}
