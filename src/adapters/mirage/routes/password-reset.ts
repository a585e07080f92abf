/** The password reset: email → code → new password (SPEC §7, public calls). Unknown emails learn nothing. */
import { hash64, hashPassword } from '../auth/hash';
import { passwordProblem } from '../rules/password';
import { fail, ok } from '../server/answer';
import type { RouteDef } from '../server/context';
import { textField } from '../server/request';
import { codeRefusal } from './code-answers';

export const RESET_CODE_SENT = 'If this email belongs to an account, a reset code has been sent to it.';

/** An id that looks like a real one, the same for the same email, so an unknown email cannot be told apart. */
const opaqueIdFor = (email: string): string =>
  (hash64(email.toLowerCase(), 11) + hash64(email, 12)).slice(0, 24);

export const passwordResetRoutes: RouteDef[] = [
  {
    method: 'post',
    path: 'admin/forgot-password',
    access: 'public',
    handle({ body, store, codes, nowMs }) {
      const email = textField(body, 'email');
      if (email === '') return fail(400, 'Email is required.');
      const account = store.accountByEmail(email);
      if (account?.kind !== 'admin') return ok(RESET_CODE_SENT, { adminId: opaqueIdFor(email) });
      codes.issue(account._id, 'reset', nowMs);
      return ok(RESET_CODE_SENT, { adminId: account._id });
    },
  },
  {
    method: 'post',
    path: 'admin/verify-reset-otp',
    access: 'public',
    handle({ body, store, codes, nowMs }) {
      const account = store.accountById(textField(body, 'adminId'));
      const refusal = codeRefusal(account ? codes.check(account._id, 'reset', body.otp, nowMs) : 'none');
      if (refusal || !account) return refusal ?? fail(400, 'Invalid OTP, please try again');
      return ok('Code verified. You can now choose a new password.', {
        resetToken: codes.issueResetToken(account._id, nowMs),
      });
    },
  },
  {
    method: 'post',
    path: 'admin/reset-password',
    access: 'public',
    saves: true,
    handle({ body, store, codes, nowMs }) {
      const problem = passwordProblem(body.newPassword);
      if (problem !== null || typeof body.newPassword !== 'string')
        return fail(400, problem ?? 'Password is required!');
      const account = store.accountById(textField(body, 'adminId'));
      if (!account || !codes.useResetToken(account._id, body.resetToken, nowMs)) {
        return fail(400, 'This reset request has expired or was already used. Please start again.');
      }
      account.passwordHash = hashPassword(body.newPassword);
      return ok('Your password has been changed. Please log in with the new password.');
    },
  },
];
