/** Test knobs: per-route delays and forced failures, until clear(). Never reachable in http mode. */
import type { DemoKnobs, FailureKnob, RouteMatch } from './types';

export interface KnobBoard extends DemoKnobs {
  /** The failure to force on this request, if any (uses up one of its `times`). */
  takeFailure(method: string, path: string): FailureKnob | null;
  delayFor(method: string, path: string): number;
}

const matches = (match: RouteMatch, method: string, path: string): boolean =>
  (match.method === undefined || match.method.toLowerCase() === method.toLowerCase()) &&
  path.includes(match.path);

export function createKnobBoard(): KnobBoard {
  let failures: { match: RouteMatch; failure: FailureKnob; left: number }[] = [];
  let delays: { match: RouteMatch; ms: number }[] = [];
  return {
    fail(match, failure) {
      failures.push({ match, failure, left: failure.times ?? Number.POSITIVE_INFINITY });
    },
    delay(match, ms) {
      delays.push({ match, ms });
    },
    clear() {
      failures = [];
      delays = [];
    },
    takeFailure(method, path) {
      const entry = failures.find((f) => f.left > 0 && matches(f.match, method, path));
      if (!entry) return null;
      entry.left -= 1;
      return entry.failure;
    },
    delayFor(method, path) {
      return delays.filter((d) => matches(d.match, method, path)).reduce((total, d) => total + d.ms, 0);
    },
  };
}
