/** The public contract of the fake backend (see the common brief); index.ts re-exports it. */
import type { ExpiryRun } from '../../backend/rules/expiry-run';
import type { BackendOptions } from '../../backend/create-backend';
import type { BackendPorts } from '../../backend/ports';
import type { SeedSize } from '../../backend/seed/size';
import type { RequestLog } from './request-log';

export type DemoSize = SeedSize;

export interface DemoServerOptions {
  /** e.g. '/api/' or 'https://api.example.test/api/' */
  apiBase: string;
  environment?: 'development' | 'test';
  /** Keep the db in localStorage key 'loyalloop-demo-db' (default-sized data only). */
  persist?: boolean;
  size?: Partial<DemoSize>;
  /** Default 0. */
  latencyMs?: number;
  /**
   * The business's time zone of a fresh demo (default DEMO_TIME_ZONE, America/Toronto). The contract suite
   * starts it at UTC, as a fresh server database is.
   */
  timeZone?: string;
  /** For tests: a clock they move, a mailer that captures codes, a generator of other codes. */
  ports?: Partial<Pick<BackendPorts, 'clock' | 'mailer' | 'generate' | 'address'>>;
  /** For tests: the core's limits lowered (the trail's count cap, the export's rows). */
  backend?: BackendOptions;
  /** How often the broadcast runner steps (default 1000 ms); null: only when asked (deliverBroadcasts). */
  deliverEveryMs?: number | null;
}

export interface FailureKnob {
  kind: 'server-error' | 'malformed' | 'network';
  /** Let the handler save its change first, then lose the answer. */
  afterSaving?: boolean;
  /** How many matching requests fail; every one until clear() when left out. */
  times?: number;
}

/** `path` is a substring of the path after apiBase (no query string); `method` is case-insensitive. */
export interface RouteMatch {
  method?: string;
  path: string;
}

export interface DemoKnobs {
  fail(match: RouteMatch, failure: FailureKnob): void;
  delay(match: RouteMatch, ms: number): void;
  clear(): void;
}

export interface DemoServerHandle {
  /** Restores the seeded data (and saves it when persisting). Issued codes and sessions stay valid. */
  reset(): void;
  shutdown(): void;
  knobs: DemoKnobs;
  /** What the server received (for browser tests, which cannot see in-page calls on the network). */
  requests: RequestLog;
  /** Runs the broadcast runner until the queue is empty (nothing is mailed; the counts move). */
  deliverBroadcasts(): Promise<void>;
  /** One expiry run now, on the demo's clock (docs/product.md §10.28): what its daily run does. */
  runExpiry(): Promise<ExpiryRun>;
}
