import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config/read-config';
import { ConfigError } from '../../../server/config/server-config';

const SECRET = 'x'.repeat(32);
const problemsOf = (env: Record<string, string>): string[] => {
  try {
    readConfig(env, '/srv/loyalloop');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the settings read from the environment', () => {
  it('defaults to the embedded database on 127.0.0.1:4173, data in ./data', () => {
    expect(readConfig({}, '/srv/loyalloop')).toEqual({
      port: 4173,
      host: '127.0.0.1',
      dataDir: '/srv/loyalloop/data',
      databaseUrl: null,
      jwtSecret: null,
      smtpUrl: null,
      mailFrom: 'LoyalLoop <no-reply@localhost>',
      publicUrl: null,
      trustProxy: [],
      corsOrigins: [],
      rateLimitPerMinute: 30,
      logLevel: 'info',
      demoData: true,
      timeLimits: { requestMs: 60_000, uploadIdleMs: 30_000 },
      broadcasts: { ratePerMinute: null, leaseMs: 60_000 },
    });
  });

  it('reads every setting', () => {
    const config = readConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/loyalloop',
        DATABASE_URL: 'postgres://app:pw@db:5432/loyalloop',
        JWT_SECRET: SECRET,
        SMTP_URL: 'smtps://u:p@smtp.example.com:465',
        MAIL_FROM: 'Rewards <rewards@example.com>',
        PUBLIC_URL: 'https://loyalty.example.com',
        TRUST_PROXY: '10.0.0.0/8,loopback',
        CORS_ORIGIN: 'https://admin.example.com, https://console.example.com',
        RATE_LIMIT_PER_MINUTE: '5',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'off',
        BROADCAST_RATE_PER_MINUTE: '600',
        BROADCAST_LEASE_SECONDS: '30',
      },
      '/srv',
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/loyalloop',
      databaseUrl: 'postgres://app:pw@db:5432/loyalloop',
      jwtSecret: SECRET,
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      mailFrom: 'Rewards <rewards@example.com>',
      publicUrl: 'https://loyalty.example.com',
      trustProxy: ['10.0.0.0/8', 'loopback'],
      corsOrigins: ['https://admin.example.com', 'https://console.example.com'],
      rateLimitPerMinute: 5,
      logLevel: 'warn',
      demoData: false,
      timeLimits: { requestMs: 60_000, uploadIdleMs: 30_000 },
      broadcasts: { ratePerMinute: 600, leaseMs: 30_000 },
    });
  });

  it.each([
    ['false', []],
    ['', []],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.5, 10.1.0.0/16,::1,fd00::/8', ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s as the proxies it names', (text, expected) => {
    expect(readConfig({ TRUST_PROXY: text }).trustProxy).toEqual(expected);
  });

  // docs/settings.md: `true` and a number of hops believed X-Forwarded-For from whoever connected.
  it.each(['true', '1', '2'])('refuses TRUST_PROXY=%s, saying to name the proxy instead', (text) => {
    expect(problemsOf({ TRUST_PROXY: text })).toEqual([
      `TRUST_PROXY=${text} would believe X-Forwarded-For from any caller: give the proxy's addresses instead, ` +
        'e.g. TRUST_PROXY=127.0.0.1 for a proxy on this machine, or 10.0.0.5,10.1.0.0/16 (docs/settings.md).',
    ]);
  });

  it.each(['10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/8', '::1/129'])(
    'refuses TRUST_PROXY=%s, which names no address or range',
    (text) => {
      expect(problemsOf({ TRUST_PROXY: text })).toEqual([
        "TRUST_PROXY must be false or the proxy's addresses or CIDR ranges, e.g. 10.0.0.5,10.1.0.0/16 (docs/settings.md).",
      ]);
    },
  );

  it('refuses a non-loopback HOST without JWT_SECRET and SMTP_URL, naming what is missing', () => {
    expect(problemsOf({ HOST: '0.0.0.0' })).toEqual([
      'HOST 0.0.0.0 lets other machines in: set JWT_SECRET and SMTP_URL first (docs/deployment.md).',
    ]);
    expect(problemsOf({ HOST: '192.168.1.20', JWT_SECRET: SECRET })).toEqual([
      'HOST 192.168.1.20 lets other machines in: set SMTP_URL first (docs/deployment.md).',
    ]);
    expect(problemsOf({ HOST: 'localhost' })).toEqual([]);
    expect(problemsOf({ HOST: '::1' })).toEqual([]);
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://db/loyalloop' })).toEqual([
      'JWT_SECRET is required with DATABASE_URL: every server on the database must sign tokens alike.',
    ]);
  });

  it('names every bad value at once', () => {
    expect(
      problemsOf({
        PORT: '70000',
        DATABASE_URL: 'mysql://db/x',
        JWT_SECRET: 'short',
        SMTP_URL: 'mail.example.com',
        MAIL_FROM: 'nobody',
        TRUST_PROXY: 'maybe',
        CORS_ORIGIN: 'https://admin.example.com/',
        RATE_LIMIT_PER_MINUTE: '0',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'DATABASE_URL must be a URL like postgres://user:password@db.example.com:5432/loyalloop (postgres or postgresql).',
      'SMTP_URL must be a URL like smtps://user:password@smtp.example.com:465 (smtp or smtps).',
      'JWT_SECRET must be at least 32 characters (make one: openssl rand -base64 48).',
      'MAIL_FROM must be an address, e.g. LoyalLoop <no-reply@example.com>.',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
      'PORT must be a whole number from 0 to 65535 (it is "70000").',
      "TRUST_PROXY must be false or the proxy's addresses or CIDR ranges, e.g. 10.0.0.5,10.1.0.0/16 (docs/settings.md).",
      'CORS_ORIGIN must list exact origins such as https://admin.example.com (no path, no trailing slash, no *).',
      'RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000 (it is "0").',
    ]);
  });

  it.each([
    ['https://loyalty.example.com/', 'https://loyalty.example.com'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
  ])('reads PUBLIC_URL=%s as the origin %s', (text, origin) => {
    expect(readConfig({ PUBLIC_URL: text }).publicUrl).toBe(origin);
  });

  it.each([
    'loyalty.example.com',
    'ftp://loyalty.example.com',
    'https://loyalty.example.com/console',
    'https://x.example.com/?a=1',
  ])('refuses PUBLIC_URL=%s with what it must be', (text) => {
    expect(() => readConfig({ PUBLIC_URL: text })).toThrow(
      /PUBLIC_URL must be the address people open the console at/,
    );
  });

  it('says all of it in one message', () => {
    expect(() => readConfig({ PORT: 'abc', CORS_ORIGIN: '*' })).toThrow(
      'The server cannot start:\n  - PORT must be a whole number from 0 to 65535 (it is "abc").\n  - CORS_ORIGIN',
    );
  });
});
