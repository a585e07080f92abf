/** Sign-in with password and emailed code (docs/product.md §7, public calls). */
import { API } from '../../contract';
import { PASSWORD_MAX } from '../../domain/constants';
import { EMAIL_MAX_LENGTH } from '../../domain/email';
import { MESSAGES } from '../../domain/messages';
import { ok, refuse } from '../answers';
import { code, flag, secret, text } from '../input/fields';
import { ID_MAX, isPlausibleId } from '../input/text';
import type { PasswordHasher } from '../ports';
import { publicRoute, withJson, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { codeRefusal, wrongCode } from '../rules/code-answers';
import { sendCode } from '../rules/code-mail';
import { checkCode } from '../rules/codes';
import { upgradePasswordHash } from '../rules/password-upgrade';
import { startSession } from '../rules/sessions';

export const BAD_CREDENTIALS = 'Invalid email or password.';
const BOTH_REQUIRED = 'Email and password are required.';
export const DEACTIVATED = MESSAGES.accountDeactivated;

const LOGIN = {
  email: text({ label: 'Email', max: EMAIL_MAX_LENGTH, required: BOTH_REQUIRED }),
  password: secret(text({ label: 'Password', max: PASSWORD_MAX, required: BOTH_REQUIRED, exact: true })),
};
const VERIFY = {
  adminId: text({ label: 'adminId', max: ID_MAX }),
  otp: code(),
  rememberMe: flag('rememberMe'),
};

// An unknown email still costs one hash check, so the answer's timing does not tell which emails exist.
const decoys = new WeakMap<PasswordHasher, Promise<string>>();
const decoyHash = (hasher: PasswordHasher): Promise<string> => {
  const known = decoys.get(hasher) ?? hasher.hash('no account has this password');
  decoys.set(hasher, known);
  return known;
};

const emailLogin = publicRoute(
  API.emailLogin,
  withJson(LOGIN, async ({ ports, now }, { email, password }) => {
    const account = await ports.store.accountByEmail(email);
    const hash = account?.kind === 'admin' ? account.passwordHash : await decoyHash(ports.hasher);
    const matches = await ports.hasher.verify(password, hash);
    // One message for an unknown email and a wrong password; 400, never 401, which would end a session.
    if (account?.kind !== 'admin' || !matches) return refuse(400, BAD_CREDENTIALS);
    if (!account.active) return refuse(403, DEACTIVATED, 'account-deactivated');
    await upgradePasswordHash(ports, account, password);
    await sendCode(ports, account, 'login', now);
    return ok('A verification code has been sent to your email.', { adminId: account._id });
  }),
);

/** Also verifies a vendor's registration code: the same call, the vendor's own purpose. */
const verifyEmailOtp = publicRoute(
  API.verifyEmailOtp,
  withJson(VERIFY, async ({ ports, request, now }, { adminId, otp, rememberMe }) => {
    const account = isPlausibleId(adminId) ? await ports.store.accountById(adminId) : null;
    if (account === null) return wrongCode();
    if (!account.active) return refuse(403, DEACTIVATED, 'account-deactivated');
    const vendor = account.kind === 'vendor';
    const trail = { admin: account, now, ip: request.ip };
    return ports.store.transaction(async (tx) => {
      const check = await checkCode(tx, account._id, vendor ? 'register' : 'login', otp, now);
      const refusal = codeRefusal(check);
      if (refusal) {
        if (check === 'locked' && !vendor) await tx.appendActivity(trailEntry(trail, 'signin.locked'));
        return refusal;
      }
      if (vendor) await tx.updateAccount(account._id, { verified: true });
      else {
        await tx.appendActivity(trailEntry(trail, 'signin.succeeded'));
        await tx.updateAccount(account._id, { lastSignInAt: new Date(now).toISOString() });
      }
      const tokens = await startSession(ports, tx, account, { remember: rememberMe, now, request });
      return ok(vendor ? 'Email verified successfully.' : 'Logged in successfully.', { ...tokens });
    });
  }),
);

export const signInRoutes: CoreRoute[] = [emailLogin, verifyEmailOtp];
