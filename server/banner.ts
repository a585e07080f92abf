/** What the terminal says once the server listens. */
import type { ConsoleAddress } from '../src/backend/ports';
import { DEMO_ACCOUNT } from '../src/backend/seed/demo-account';
import type { ServerConfig } from './config/server-config';
import { isLoopback } from './config/settings';

export function bannerFor(started: {
  address: string;
  config: Pick<ServerConfig, 'databaseUrl' | 'smtpUrl' | 'dataDir' | 'publicUrl' | 'host'>;
  /** Where mailed and printed links point (PUBLIC_URL, or the address above). */
  links: ConsoleAddress;
  seeded: boolean;
  /** While no admin exists: the one-time setup token. */
  setupToken?: string | null;
}): string {
  const { address, config, seeded, setupToken = null, links } = started;
  const url = `${address.replace(/\/$/, '')}/`;
  return [
    '',
    `LoyalLoop is running at ${url}`,
    `  Admin console: ${url}auth/login`,
    config.databaseUrl
      ? '  Database: PostgreSQL (DATABASE_URL)'
      : `  Database: embedded, in ${config.dataDir}`,
    setupToken
      ? `  No admin yet. Create the first one (link valid one hour, once): ${links.urlOf(`/setup?token=${setupToken}`)}`
      : null,
    config.publicUrl
      ? `  Links in emails point to ${config.publicUrl} (PUBLIC_URL).`
      : isLoopback(config.host)
        ? null
        : `  Links in emails point to ${links.urlOf('/')}: set PUBLIC_URL to where people open the console.`,
    seeded ? `  Demo data loaded. Sign in as ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}.` : null,
    config.smtpUrl
      ? '  Sign-in codes are emailed (SMTP_URL).'
      : '  Sign-in codes are printed in this terminal: look for "[mail]".',
    config.databaseUrl ? null : '  The in-browser sales demo (no server) is `npm run demo`.',
    'Press Ctrl+C to stop.',
    '',
  ]
    .filter((line) => line !== null)
    .join('\n');
}
