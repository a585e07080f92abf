/** The server's settings, read from the environment at start (read-config.ts; docs/settings.md). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute. The embedded database, its lock and its generated secret live here. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database; null for the embedded default. */
  databaseUrl: string | null;
  jwtSecret: string | null;
  /** Real email; null prints each message on standard output. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The proxies whose X-Forwarded-For is believed: addresses or CIDR ranges; none when empty. */
  trustProxy: readonly string[];
  /** PUBLIC_URL: the origin people open the console at, for mailed links; null: the server's own address. */
  publicUrl: string | null;
  /** Origins allowed to call the API from a browser; empty means same origin only. */
  corsOrigins: string[];
  /** Per client IP and call, for the sign-in, code, reset, registration and refresh calls. */
  rateLimitPerMinute: number;
  logLevel: LogLevel;
  /** How long a request's body may take to arrive, and how long an import's upload may go without a byte. */
  timeLimits: TimeLimits;
  /** Whether an empty embedded database is seeded with the demo data (DEMO_DATA, `npm start -- --empty`). */
  demoData: boolean;
  /** The broadcast runner (docs/settings.md): its rate and how long a claim holds its rows. */
  broadcasts: BroadcastSettings;
}

export interface BroadcastSettings {
  /** BROADCAST_RATE_PER_MINUTE: emails a minute across every process; null (unset): as fast as SMTP takes them. */
  ratePerMinute: number | null;
  /** BROADCAST_LEASE_SECONDS, in ms: a stopped runner's claimed rows go back to the queue after it. */
  leaseMs: number;
}

/** docs/api.md, "Time limits": a wall clock for every request's body, an idle clock for an import's upload. */
export interface TimeLimits {
  /** REQUEST_TIME_LIMIT_MS: headers and body of any request but an import must arrive within it (slowloris). */
  requestMs: number;
  /** UPLOAD_IDLE_MS: an import's upload that sends no byte for this long is refused with 408. */
  uploadIdleMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
