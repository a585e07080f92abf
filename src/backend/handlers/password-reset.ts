/** The password reset: email → code → new password (docs/product.md §7, public calls). Unknown emails learn nothing. */
import { API } from '../../contract';
import { emailKey } from '../../domain/email';
import { ok, refuse } from '../answers';
import type { Words } from '../input/contract-body';
import { CHOSEN_PASSWORD_WORDS } from '../input/fields';
import { isPlausibleId } from '../input/text';
import { publicRoute, withBody, type CoreRoute } from '../routing';
import { chosenPasswordProblem } from '../rules/common-passwords';
import { trailEntry } from '../rules/activity';
import { attemptRefusal, codeRefusal } from '../rules/code-answers';
import { ATTEMPT_ID_WORDS, checkAttempt } from '../rules/code-attempt';
import { sendCode } from '../rules/code-mail';
import { attemptWithoutCode, checkCode } from '../rules/codes';
import { resetTokenKey } from '../rules/reset-token';

export const RESET_CODE_SENT = 'If this email belongs to an account, a reset code has been sent to it.';
export const RESET_SPENT = 'This reset request has expired or was already used. Please start again.';
export const RESET_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

const FORGOT: Words<typeof API.forgotPassword> = {
  email: { label: 'Email', required: 'Email is required.' },
};
const VERIFY: Words<typeof API.verifyResetOtp> = {
  adminId: { label: 'adminId' },
  attemptId: ATTEMPT_ID_WORDS,
  otp: {},
};
const RESET: Words<typeof API.resetPassword> = {
  adminId: { label: 'adminId' },
  resetToken: { label: 'resetToken' },
  newPassword: CHOSEN_PASSWORD_WORDS,
};

/**
 * An unknown email, a vendor's and a deactivated admin's are answered alike, with an id of their own, and
 * nobody is mailed; every one takes a transaction on the id's count of wrong codes, so the time does not tell
 * them apart either (docs/security.md, "Codes and sign-in").
 */
const forgotPassword = publicRoute(
  API.forgotPassword,
  withBody(API.forgotPassword, FORGOT, async ({ ports, now }, { email }) => {
    const account = await ports.store.accountByEmail(email);
    if (account?.kind !== 'admin' || !account.active) {
      const adminId = ports.generate.opaqueId(`reset:${emailKey(email)}`);
      await ports.store.transaction((tx) => tx.lockGuesses(adminId));
      return ok(API.forgotPassword, RESET_CODE_SENT, {
        adminId,
        attemptId: attemptWithoutCode(ports.generate, 'reset', adminId, now),
      });
    }
    const attemptId = await sendCode(ports, account, 'reset', now);
    return ok(API.forgotPassword, RESET_CODE_SENT, { adminId: account._id, attemptId });
  }),
);

/** Every id is judged alike: one that names no active admin has no code, so its codes count as wrong. */
const verifyResetOtp = publicRoute(
  API.verifyResetOtp,
  withBody(API.verifyResetOtp, VERIFY, async ({ ports, request, now }, { adminId, attemptId, otp }) => {
    const unbound = attemptRefusal(checkAttempt(ports.generate, 'reset', adminId, attemptId, now));
    if (unbound) return unbound;
    const found = isPlausibleId(adminId) ? await ports.store.accountById(adminId) : null;
    const holder = found?.kind === 'admin' && found.active ? found : null;
    return ports.store.transaction(async (tx) => {
      const check = await checkCode(ports, tx, {
        subject: adminId,
        holder,
        purpose: 'reset',
        otp,
        lockedAction: 'password.resetLocked',
        now,
        ip: request.ip,
      });
      const refusal = codeRefusal(check, now);
      if (refusal) return refusal;
      const resetToken = ports.generate.token();
      const expiresAt = new Date(now + RESET_TOKEN_LIFETIME_MS).toISOString();
      await tx.putOneTimeToken({
        token: resetTokenKey(ports.generate, resetToken),
        kind: 'reset',
        accountId: adminId,
        expiresAt,
      });
      return ok(API.verifyResetOtp, 'Code verified. You can now choose a new password.', { resetToken });
    });
  }),
);

const resetPassword = publicRoute(
  API.resetPassword,
  withBody(
    API.resetPassword,
    RESET,
    async ({ ports, request, now }, { adminId, resetToken, newPassword }) => {
      // The password is judged first: a weak one is refused and the reset token stays usable.
      const problem = await chosenPasswordProblem(newPassword);
      if (problem) return refuse(400, problem);
      const passwordHash = await ports.hasher.hash(newPassword);
      return ports.store.transaction(async (tx) => {
        const token =
          resetToken === ''
            ? null
            : await tx.takeOneTimeToken(resetTokenKey(ports.generate, resetToken), 'reset');
        const account = token?.accountId === adminId ? await tx.accountById(adminId) : null;
        if (token === null || account === null || !account.active || Date.parse(token.expiresAt) <= now)
          return refuse(400, RESET_SPENT);
        await tx.updateAccount(account._id, { passwordHash });
        // A new password ends every session: one stolen with the old password stops at its next call.
        await tx.deleteSessionsOf(account._id, null);
        await tx.appendActivity(trailEntry({ admin: account, now, ip: request.ip }, 'password.reset'));
        return ok(API.resetPassword, 'Your password has been changed. Please log in with the new password.');
      });
    },
  ),
);

export const passwordResetRoutes: CoreRoute[] = [forgotPassword, verifyResetOtp, resetPassword];
