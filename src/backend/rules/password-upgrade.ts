/**
 * A password that verified against a hash of an older cost is stored again at the hasher's own, so raising
 * the cost reaches every account at its next sign-in (docs/security.md, "Password hashing").
 */
import type { BackendPorts, StoreTx } from '../ports';

/**
 * Whether the account's stored password is still the hash that was just verified, read locked: a reset or a
 * change that committed meanwhile wins over a write based on the older password.
 */
export async function passwordUnchanged(
  tx: StoreTx,
  account: { readonly _id: string; readonly passwordHash: string },
): Promise<boolean> {
  const current = (await tx.lockAdmins()).find((admin) => admin._id === account._id);
  return current?.passwordHash === account.passwordHash;
}

export async function upgradePasswordHash(
  ports: Pick<BackendPorts, 'hasher' | 'store'>,
  account: { readonly _id: string; readonly passwordHash: string },
  password: string,
): Promise<void> {
  if (!ports.hasher.needsRehash(account.passwordHash)) return;
  const passwordHash = await ports.hasher.hash(password);
  await ports.store.transaction(async (tx) => {
    if (await passwordUnchanged(tx, account)) await tx.updateAccount(account._id, { passwordHash });
  });
}
