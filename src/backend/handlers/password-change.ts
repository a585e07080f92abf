/**
 * POST admin/change-password (docs/api.md, Sessions): a signed-in admin changes their own password. The current
 * one is required; the new one follows the rules of every chosen password; every other session ends.
 */
import { API } from '../../contract';
import { PASSWORD_MAX } from '../../domain/constants';
import { ok, refuse } from '../answers';
import { chosenPassword, secret, text } from '../input/fields';
import { adminRoute, sessionOf, withJson, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { chosenPasswordProblem } from '../rules/common-passwords';
import { passwordUnchanged } from '../rules/password-upgrade';

export const CURRENT_PASSWORD_REQUIRED = 'The current password is required.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not right.';
export const SAME_PASSWORD = 'The new password must differ from the current one.';
export const PASSWORD_CHANGED = 'Password changed. Every other device was signed out.';

const CHANGE = {
  currentPassword: secret(
    text({ label: 'currentPassword', max: PASSWORD_MAX, required: CURRENT_PASSWORD_REQUIRED, exact: true }),
  ),
  newPassword: chosenPassword(),
};

const changePassword = adminRoute(
  API.changePassword,
  withJson(CHANGE, async (call, { currentPassword, newPassword }) => {
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
      return ok(PASSWORD_CHANGED);
    });
  }),
);

export const passwordChangeRoutes: CoreRoute[] = [changePassword];
