/** The password reset: email → code → new password (docs/product.md §7, public calls). Unknown emails learn nothing. */
import { API } from '../../contract';
import { EMAIL_MAX_LENGTH, emailKey } from '../../domain/email';
import { ok, refuse } from '../answers';
import { code, chosenPassword, secret, text } from '../input/fields';
import { ID_MAX, TOKEN_MAX, isPlausibleId } from '../input/text';
import { publicRoute, withJson, type CoreRoute } from '../routing';
import { chosenPasswordProblem } from '../rules/common-passwords';
import { trailEntry } from '../rules/activity';
import { codeRefusal, wrongCode } from '../rules/code-answers';
import { sendCode } from '../rules/code-mail';
import { checkCode } from '../rules/codes';

export const RESET_CODE_SENT = 'If this email belongs to an account, a reset code has been sent to it.';
export const RESET_SPENT = 'This reset request has expired or was already used. Please start again.';
export const RESET_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

const FORGOT = { email: text({ label: 'Email', max: EMAIL_MAX_LENGTH, required: 'Email is required.' }) };
const VERIFY = { adminId: text({ label: 'adminId', max: ID_MAX }), otp: code() };
const RESET = {
  adminId: text({ label: 'adminId', max: ID_MAX }),
  resetToken: secret(text({ label: 'resetToken', max: TOKEN_MAX })),
  newPassword: chosenPassword(),
};

const forgotPassword = publicRoute(
  API.forgotPassword,
  withJson(FORGOT, async ({ ports, now }, { email }) => {
    const account = await ports.store.accountByEmail(email);
    if (account?.kind !== 'admin')
      return ok(RESET_CODE_SENT, { adminId: ports.generate.opaqueId(`reset:${emailKey(email)}`) });
    await sendCode(ports, account, 'reset', now);
    return ok(RESET_CODE_SENT, { adminId: account._id });
  }),
);

const verifyResetOtp = publicRoute(
  API.verifyResetOtp,
  withJson(VERIFY, async ({ ports, now }, { adminId, otp }) => {
    const account = isPlausibleId(adminId) ? await ports.store.accountById(adminId) : null;
    if (account?.kind !== 'admin') return wrongCode();
    return ports.store.transaction(async (tx) => {
      const refusal = codeRefusal(await checkCode(tx, account._id, 'reset', otp, now));
      if (refusal) return refusal;
      const resetToken = ports.generate.token();
      const expiresAt = new Date(now + RESET_TOKEN_LIFETIME_MS).toISOString();
      await tx.putOneTimeToken({ token: resetToken, kind: 'reset', accountId: account._id, expiresAt });
      return ok('Code verified. You can now choose a new password.', { resetToken });
    });
  }),
);

const resetPassword = publicRoute(
  API.resetPassword,
  withJson(RESET, async ({ ports, request, now }, { adminId, resetToken, newPassword }) => {
    // The password is judged first: a weak one is refused and the reset token stays usable.
    const problem = await chosenPasswordProblem(newPassword);
    if (problem) return refuse(400, problem);
    const passwordHash = await ports.hasher.hash(newPassword);
    return ports.store.transaction(async (tx) => {
      const token = resetToken === '' ? null : await tx.takeOneTimeToken(resetToken, 'reset');
      const account = token?.accountId === adminId ? await tx.accountById(adminId) : null;
      if (token === null || account === null || Date.parse(token.expiresAt) <= now)
        return refuse(400, RESET_SPENT);
      await tx.updateAccount(account._id, { passwordHash });
      // A new password ends every session: one stolen with the old password stops at its next call.
      await tx.deleteSessionsOf(account._id, null);
      await tx.appendActivity(trailEntry({ admin: account, now, ip: request.ip }, 'password.reset'));
      return ok('Your password has been changed. Please log in with the new password.');
    });
  }),
);

export const passwordResetRoutes: CoreRoute[] = [forgotPassword, verifyResetOtp, resetPassword];
