/**
 * A password that verified against a hash of an older cost is stored again at the hasher's own, so raising
 * the cost reaches every account at its next sign-in (docs/security.md, "Password hashing").
 */
import type { BackendPorts } from '../ports';

export async function upgradePasswordHash(
  ports: Pick<BackendPorts, 'hasher' | 'store'>,
  account: { readonly _id: string; readonly passwordHash: string },
  password: string,
): Promise<void> {
  if (!ports.hasher.needsRehash(account.passwordHash)) return;
  const passwordHash = await ports.hasher.hash(password);
  await ports.store.transaction(async (tx) => {
    // Only if the password is still the one that verified: a reset or change meanwhile wins.
    const current = (await tx.lockAdmins()).find((admin) => admin._id === account._id);
    if (current?.passwordHash === account.passwordHash) await tx.updateAccount(account._id, { passwordHash });
  });
}
