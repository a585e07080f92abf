/** The core's ports as the Node server provides them, any of which a caller may replace. */
import type { BackendPorts } from '../../src/backend/ports';
import { serverConsoleAddress } from '../config/public-url';
import { DEFAULTS } from '../config/read-config';
import type { ServerConfig } from '../config/server-config';
import type { Sql } from '../db/database';
import { createSqlStore } from '../store/sql-store';
import { consoleMailer } from './console-mailer';
import { cryptoGenerator } from './crypto-generator';
import { joseTokenSigner } from './jose-token-signer';
import { rememberingVerdicts } from './remembered-tokens';
import { scryptPasswordHasher } from './scrypt-password-hasher';
import { smtpMailer } from './smtp-mailer';
import { sqlPhotoKeeper } from './sql-photo-keeper';
import { systemClock } from './system-clock';

export function nodePorts(
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>,
  sql: Sql,
  secret: string,
  overrides: Partial<Omit<BackendPorts, 'store'>> = {},
): { ports: BackendPorts; closeMailer(): void } {
  const clock = overrides.clock ?? systemClock;
  const generate = overrides.generate ?? cryptoGenerator(secret);
  const smtp = config.smtpUrl && !overrides.mailer ? smtpMailer(config.smtpUrl, config.mailFrom) : null;
  const ports: BackendPorts = {
    store: createSqlStore(sql),
    clock,
    mailer: overrides.mailer ?? smtp ?? consoleMailer(),
    signer: overrides.signer ?? rememberingVerdicts(joseTokenSigner(secret)),
    hasher: overrides.hasher ?? scryptPasswordHasher,
    generate,
    photos: overrides.photos ?? sqlPhotoKeeper(generate, clock),
    // build-server.ts gives the configured one; a bare store in a test links to the default address.
    address:
      overrides.address ??
      serverConsoleAddress({ publicUrl: null, host: DEFAULTS.HOST, port: Number(DEFAULTS.PORT) }),
  };
  return { ports, closeMailer: () => smtp?.close() };
}
