import type { AccountRecord } from '../db/records';
import { fail, type Answer } from '../server/answer';
import type { Body } from '../server/request';

/** Add, redeem and broadcast calls name the acting admin (SPEC §6); it must be the one signed in. */
export function actingAdminRefusal(body: Body, actor: AccountRecord): Answer | null {
  const adminId = body.adminId;
  if (adminId === undefined || adminId === actor._id) return null;
  return fail(403, 'adminId must be the signed-in admin.');
}
