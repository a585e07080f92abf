import type { BackendClock } from './clock.port';
import type { ConsoleAddress } from './console-address.port';
import type { Generator } from './generator.port';
import type { Mailer } from './mailer.port';
import type { PasswordHasher } from './password-hasher.port';
import type { PhotoKeeper } from './photo-keeper.port';
import type { BackendStore } from './store.port';
import type { TokenSigner } from './token-signer.port';

export type * from './broadcast-mail.port';
export type * from './clock.port';
export type * from './console-address.port';
export type * from './generator.port';
export type * from './mailer.port';
export type * from './password-hasher.port';
export type * from './photo-keeper.port';
export type * from './store.port';
export type * from './token-signer.port';

/** Everything the core needs from its host. */
export interface BackendPorts {
  store: BackendStore;
  clock: BackendClock;
  mailer: Mailer;
  signer: TokenSigner;
  hasher: PasswordHasher;
  generate: Generator;
  photos: PhotoKeeper;
  address: ConsoleAddress;
}
