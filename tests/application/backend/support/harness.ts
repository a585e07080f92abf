/**
 * What the contract suite needs from a backend host. To run every contract file against a new host, write
 * one `BackendHarness` (see mirage-harness.ts) and add its factory to BACKENDS in backends.ts.
 */
import type { BackendOptions } from '../../../../src/backend/create-backend';
import type { CapturingMailer } from './capturing-mailer';
import type { ExpiryRun } from '../../../../src/backend/rules/expiry-run';

/**
 * What a contract file may ask of every host: the core's limits lowered (the trail's count cap, the
 * export's rows), to reach a cap with a handful of entries. A host hands `backend` to createBackend.
 */
export interface HarnessOptions {
  backend?: BackendOptions;
}

export interface BackendHarness {
  /** Shown in every test name, e.g. 'demo host (Mirage)' or 'server (PGlite)'. */
  readonly name: string;
  /** Where the app's HTTP client sends calls: '/api/' or e.g. 'http://127.0.0.1:41234/api/'. */
  readonly apiBase: string;
  /** Everything the backend mailed since the last reset. */
  readonly mailer: CapturingMailer;
  /** Once per test file. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Before each case: the seeded demo data, nothing issued or mailed, the clock back at real time. */
  reset(): Promise<void>;
  /** Mails every queued broadcast email through the host's runner step (docs/architecture.md). */
  deliverBroadcasts(): Promise<void>;
  /** Moves the backend's clock port (never the database's or the machine's clock). */
  advanceClock(ms: number): void;
  /** The backend's clock port now, in epoch milliseconds. */
  now(): number;
  /** One expiry run now, as the host's daily run makes it (docs/product.md §10.28); 'busy': another holds it. */
  runExpiry(): Promise<ExpiryRun | 'busy'>;
}
