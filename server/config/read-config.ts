/** The settings from the environment, validated at start: every problem is named, all at once. */
import { resolve } from 'node:path';
import { ConfigError, LOG_LEVELS, type LogLevel, type ServerConfig, type TimeLimits } from './server-config';
import { publicUrl } from './public-url';
import { isLoopback, origins, trustProxy, urlWithScheme, wholeNumber, type Parsed } from './settings';

export const DEFAULTS = {
  PORT: '4173',
  HOST: '127.0.0.1',
  DATA_DIR: './data',
  MAIL_FROM: 'LoyalLoop <no-reply@localhost>',
  RATE_LIMIT_PER_MINUTE: '30',
  LOG_LEVEL: 'info',
  DEMO_DATA: 'on',
  REQUEST_TIME_LIMIT_MS: '60000',
  UPLOAD_IDLE_MS: '30000',
  BROADCAST_LEASE_SECONDS: '60',
} as const;

const MIN_SECRET = 32;

export const DEFAULT_TIME_LIMITS: TimeLimits = {
  requestMs: Number(DEFAULTS.REQUEST_TIME_LIMIT_MS),
  uploadIdleMs: Number(DEFAULTS.UPLOAD_IDLE_MS),
};

export function readConfig(env: Record<string, string | undefined>, cwd = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const text = (name: string, fallback = ''): string => env[name]?.trim() || fallback;
  function take<T>(parsed: Parsed<T>, fallback: T): T {
    if ('problem' in parsed) problems.push(parsed.problem);
    return 'value' in parsed ? parsed.value : fallback;
  }
  const optional = (name: string, parse: (t: string) => Parsed<string>): string | null =>
    text(name) === '' ? null : take(parse(text(name)), null);

  const host = text('HOST', DEFAULTS.HOST);
  const databaseUrl = optional('DATABASE_URL', (t) =>
    urlWithScheme(
      'DATABASE_URL',
      t,
      ['postgres', 'postgresql'],
      'postgres://user:password@db.example.com:5432/loyalloop',
    ),
  );
  const smtpUrl = optional('SMTP_URL', (t) =>
    urlWithScheme('SMTP_URL', t, ['smtp', 'smtps'], 'smtps://user:password@smtp.example.com:465'),
  );
  const jwtSecret = text('JWT_SECRET') || null;
  if (jwtSecret !== null && jwtSecret.length < MIN_SECRET)
    problems.push(
      `JWT_SECRET must be at least ${MIN_SECRET} characters (make one: openssl rand -base64 48).`,
    );
  if (databaseUrl !== null && jwtSecret === null)
    problems.push(
      'JWT_SECRET is required with DATABASE_URL: every server on the database must sign tokens alike.',
    );
  const missing = [jwtSecret === null && 'JWT_SECRET', smtpUrl === null && 'SMTP_URL'].filter(Boolean);
  if (!isLoopback(host) && missing.length > 0)
    problems.push(
      `HOST ${host} lets other machines in: set ${missing.join(' and ')} first (docs/deployment.md).`,
    );
  const mailFrom = text('MAIL_FROM', DEFAULTS.MAIL_FROM);
  if (!mailFrom.includes('@'))
    problems.push('MAIL_FROM must be an address, e.g. LoyalLoop <no-reply@example.com>.');
  const logLevel = LOG_LEVELS.find(
    (level): level is LogLevel => level === text('LOG_LEVEL', DEFAULTS.LOG_LEVEL),
  );
  if (!logLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  const demoData = text('DEMO_DATA', DEFAULTS.DEMO_DATA);
  const milliseconds = (name: 'REQUEST_TIME_LIMIT_MS' | 'UPLOAD_IDLE_MS'): number =>
    take(wholeNumber(name, text(name, DEFAULTS[name]), 100, 3_600_000), Number(DEFAULTS[name]));
  if (demoData !== 'on' && demoData !== 'off') problems.push('DEMO_DATA must be on or off.');

  const config: ServerConfig = {
    port: take(wholeNumber('PORT', text('PORT', DEFAULTS.PORT), 0, 65_535), 0),
    host,
    dataDir: resolve(cwd, text('DATA_DIR', DEFAULTS.DATA_DIR)),
    databaseUrl,
    jwtSecret,
    smtpUrl,
    mailFrom,
    trustProxy: take(trustProxy(text('TRUST_PROXY')), []),
    publicUrl: optional('PUBLIC_URL', publicUrl),
    corsOrigins: take(origins(text('CORS_ORIGIN')), []),
    rateLimitPerMinute: take(
      wholeNumber(
        'RATE_LIMIT_PER_MINUTE',
        text('RATE_LIMIT_PER_MINUTE', DEFAULTS.RATE_LIMIT_PER_MINUTE),
        1,
        1_000_000,
      ),
      1,
    ),
    logLevel: logLevel ?? 'info',
    demoData: demoData !== 'off',
    timeLimits: {
      requestMs: milliseconds('REQUEST_TIME_LIMIT_MS'),
      uploadIdleMs: milliseconds('UPLOAD_IDLE_MS'),
    },
    broadcasts: {
      ratePerMinute:
        text('BROADCAST_RATE_PER_MINUTE') === ''
          ? null
          : take(
              wholeNumber('BROADCAST_RATE_PER_MINUTE', text('BROADCAST_RATE_PER_MINUTE'), 1, 1_000_000),
              1,
            ),
      leaseMs:
        1000 *
        take(
          wholeNumber(
            'BROADCAST_LEASE_SECONDS',
            text('BROADCAST_LEASE_SECONDS', DEFAULTS.BROADCAST_LEASE_SECONDS),
            1,
            3600,
          ),
          60,
        ),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
