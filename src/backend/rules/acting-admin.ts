/** Add, redeem and broadcast calls name the acting admin (docs/product.md §6): it must be the one signed in. */
import { refuse } from '../answers';
import type { AccountRecord } from '../records';
import type { BackendAnswer } from '../wire';

export const actingAdminRefusal = (
  adminId: string | undefined,
  actor: AccountRecord,
): BackendAnswer | null =>
  adminId === undefined || adminId === actor._id ? null : refuse(403, 'adminId must be the signed-in admin.');

/** The words of the body field naming the acting admin (src/contract: ACTING_ADMIN), alike in every call. */
export const ACTING_ADMIN_WORDS = { label: 'adminId' };
