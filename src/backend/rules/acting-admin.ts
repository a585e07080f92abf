/** Add, redeem and broadcast calls name the acting admin (docs/product.md §6): it must be the one signed in. */
import { refuse } from '../answers';
import { described, maybe, text } from '../input/fields';
import { ID_MAX } from '../input/text';
import type { AccountRecord } from '../records';
import type { BackendAnswer } from '../wire';

export const actingAdminRefusal = (
  adminId: string | undefined,
  actor: AccountRecord,
): BackendAnswer | null =>
  adminId === undefined || adminId === actor._id ? null : refuse(403, 'adminId must be the signed-in admin.');

/** The body field naming the acting admin, read alike by every call that takes it. */
export const actingAdminField = described(
  maybe(text({ label: 'adminId', max: ID_MAX })),
  'The acting admin: the caller, if given.',
);
