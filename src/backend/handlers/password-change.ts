/**
 * POST admin/change-password (docs/api.md, Sessions): a signed-in admin changes their own password. The current
 * one is required; the new one follows the rules of every chosen password; every other session ends.
 */
import { API } from '../../contract';
import { ok, refuse } from '../answers';
import type { Words } from '../input/contract-body';
import { CHOSEN_PASSWORD_WORDS } from '../input/fields';
import { adminRoute, sessionOf, withBody, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { chosenPasswordProblem } from '../rules/common-passwords';
import { passwordUnchanged } from '../rules/password-upgrade';

export const CURRENT_PASSWORD_REQUIRED = 'The current password is required.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not right.';
export const SAME_PASSWORD = 'The new password must differ from the current one.';
export const PASSWORD_CHANGED = 'Password changed. Every other device was signed out.';

const CHANGE: Words<typeof API.changePassword> = {
  currentPassword: { label: 'currentPassword', required: CURRENT_PASSWORD_REQUIRED },
  newPassword: CHOSEN_PASSWORD_WORDS,
};

const changePassword = adminRoute(
  API.changePassword,
  withBody(API.changePassword, CHANGE, async (call, { currentPassword, newPassword }) => {
    const { ports, request, actor, now } = call;
    const session = sessionOf(call);
    // 400, never 401: a wrong current password is a refusal, not the end of the session.
    if (!(await ports.hasher.verify(currentPassword, actor.passwordHash)))
      return refuse(400, CURRENT_PASSWORD_WRONG);
    if (newPassword === currentPassword) return refuse(400, SAME_PASSWORD);
    const problem = await chosenPasswordProblem(newPassword);
    if (problem) return refuse(400, problem);
    const passwordHash = await ports.hasher.hash(newPassword);
    return ports.store.transaction(async (tx) => {
      if (!(await passwordUnchanged(tx, actor))) return refuse(400, CURRENT_PASSWORD_WRONG);
      await tx.updateAccount(actor._id, { passwordHash });
      await tx.deleteSessionsOf(actor._id, session.id);
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'password.changed'));
      return ok(API.changePassword, PASSWORD_CHANGED);
    });
  }),
);

export const passwordChangeRoutes: CoreRoute[] = [changePassword];
