/** Sign-in with password + emailed code (SPEC §7, public calls). */
import { hashPassword } from '../auth/hash';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, issueToken } from '../auth/tokens';
import type { AccountRecord } from '../db/records';
import { fail, ok } from '../server/answer';
import type { RouteDef } from '../server/context';
import { textField } from '../server/request';
import { codeRefusal } from './code-answers';

export const BAD_CREDENTIALS = 'Invalid email or password.';

export function sessionFor(account: AccountRecord, nowMs: number): Record<string, string> {
  const claims = { sub: account._id, role: account.kind };
  return {
    accessToken: issueToken({ ...claims, kind: 'access' }, nowMs, ACCESS_TOKEN_SECONDS),
    refreshToken: issueToken({ ...claims, kind: 'refresh' }, nowMs, REFRESH_TOKEN_SECONDS),
    adminId: account._id,
  };
}

export const signInRoutes: RouteDef[] = [
  {
    method: 'post',
    path: 'admin/email-login',
    access: 'public',
    handle({ body, store, codes, nowMs }) {
      const email = textField(body, 'email');
      const password = typeof body.password === 'string' ? body.password : '';
      if (email === '' || password === '') return fail(400, 'Email and password are required.');
      const account = store.accountByEmail(email);
      // One message for an unknown email and a wrong password: nobody learns which emails exist.
      if (account?.kind !== 'admin' || account.passwordHash !== hashPassword(password))
        return fail(401, BAD_CREDENTIALS);
      codes.issue(account._id, 'login', nowMs);
      return ok('A verification code has been sent to your email.', { adminId: account._id });
    },
  },
  {
    method: 'post',
    path: 'admin/verify-email-otp',
    access: 'public',
    saves: true,
    handle({ body, store, codes, nowMs }) {
      const account = store.accountById(textField(body, 'adminId'));
      const purpose = account?.kind === 'vendor' ? 'register' : 'login';
      const refusal = codeRefusal(account ? codes.check(account._id, purpose, body.otp, nowMs) : 'none');
      if (refusal || !account) return refusal ?? fail(400, 'Invalid OTP, please try again');
      if (account.kind === 'vendor') account.verified = true;
      const message = account.kind === 'vendor' ? 'Email verified successfully.' : 'Logged in successfully.';
      return ok(message, sessionFor(account, nowMs));
    },
  },
];
