/**
 * The first start of a real business (README, "First start of a business"): while no admin exists, the server offers a
 * one-time setup link. Its token is random, single-use, valid one hour, and only its keyed hash is kept.
 */
import type { BackendPorts } from '../ports';

export const SETUP_TOKEN_TTL_MS = 3_600_000;

/** The token's stored form: a keyed hash, so a copy of the database cannot open the link. */
export const setupTokenHash = (ports: Pick<BackendPorts, 'generate'>, token: string): string =>
  ports.generate.opaqueId(`setup:${token}`);

/** A fresh setup token (replacing any earlier one) while the database holds no admin; null once one exists. */
export async function offerSetup(ports: BackendPorts): Promise<string | null> {
  if (await ports.store.hasAdmin()) return null;
  const token = ports.generate.token();
  const expiresAt = new Date(ports.clock.now() + SETUP_TOKEN_TTL_MS).toISOString();
  await ports.store.transaction((tx) => tx.putSetupToken(setupTokenHash(ports, token), expiresAt));
  return token;
}
