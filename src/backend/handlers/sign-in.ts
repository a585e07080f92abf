/** Sign-in with password and emailed code (docs/product.md §7, public calls). */
import { API } from '../../contract';
import { MESSAGES } from '../../domain/messages';
import { ok, refuse } from '../answers';
import type { Words } from '../input/contract-body';
import { isPlausibleId } from '../input/text';
import type { PasswordHasher } from '../ports';
import { publicRoute, withBody, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { attemptRefusal, codeRefusal, wrongCode } from '../rules/code-answers';
import { ATTEMPT_ID_WORDS, checkAttempt } from '../rules/code-attempt';
import { sendCode } from '../rules/code-mail';
import { checkCode } from '../rules/codes';
import { upgradePasswordHash } from '../rules/password-upgrade';
import { startSession } from '../rules/sessions';

export const BAD_CREDENTIALS = 'Invalid email or password.';
const BOTH_REQUIRED = 'Email and password are required.';
export const DEACTIVATED = MESSAGES.accountDeactivated;

const LOGIN: Words<typeof API.emailLogin> = {
  email: { label: 'Email', required: BOTH_REQUIRED },
  password: { label: 'Password', required: BOTH_REQUIRED },
};
const VERIFY: Words<typeof API.verifyEmailOtp> = {
  adminId: { label: 'adminId' },
  attemptId: ATTEMPT_ID_WORDS,
  otp: {},
  rememberMe: { label: 'rememberMe' },
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
  withBody(API.emailLogin, LOGIN, async ({ ports, request, now }, { email, password }) => {
    const account = await ports.store.accountByEmail(email);
    const hash = account?.kind === 'admin' ? account.passwordHash : await decoyHash(ports.hasher);
    const matches = await ports.hasher.verify(password, hash);
    if (account?.kind === 'admin' && !matches)
      await ports.store.transaction((tx) =>
        tx.appendActivity(trailEntry({ admin: account, now, ip: request.ip }, 'signin.failed')),
      );
    // One message for an unknown email and a wrong password; 400, never 401, which would end a session.
    if (account?.kind !== 'admin' || !matches) return refuse(400, BAD_CREDENTIALS);
    // Told only to whoever knows the password (docs/security.md, "Codes and sign-in").
    if (!account.active) return refuse(403, DEACTIVATED, 'account-deactivated');
    await upgradePasswordHash(ports, account, password);
    const attemptId = await sendCode(ports, account, 'login', now);
    return ok(API.emailLogin, 'A verification code has been sent to your email.', {
      adminId: account._id,
      attemptId,
    });
  }),
);

/**
 * Also verifies a vendor's registration code: the same call, the vendor's own step. Only the attempt the code
 * was issued to may spend its guesses: without its attemptId nothing is judged, counted or told.
 */
const verifyEmailOtp = publicRoute(
  API.verifyEmailOtp,
  withBody(
    API.verifyEmailOtp,
    VERIFY,
    async ({ ports, request, now }, { adminId, attemptId, otp, rememberMe }) => {
      const found = isPlausibleId(adminId) ? await ports.store.accountById(adminId) : null;
      // An id that names no account is a sign-up of a taken email (registration.ts): a vendor's step.
      const step = found?.kind === 'admin' ? 'login' : 'register';
      const unbound = attemptRefusal(checkAttempt(ports.generate, step, adminId, attemptId, now));
      if (unbound) return unbound;
      if (found !== null && !found.active) return refuse(403, DEACTIVATED, 'account-deactivated');
      return ports.store.transaction(async (tx) => {
        const check = await checkCode(ports, tx, {
          subject: adminId,
          holder: found,
          purpose: step,
          otp,
          lockedAction: step === 'login' ? 'signin.locked' : null,
          now,
          ip: request.ip,
        });
        const refusal = codeRefusal(check, now);
        if (refusal) return refusal;
        // Never reached: an id that names no account has no code to be right (rules/codes.ts).
        if (found === null) return wrongCode();
        const vendor = found.kind === 'vendor';
        if (vendor) await tx.updateAccount(found._id, { verified: true });
        else {
          await tx.appendActivity(trailEntry({ admin: found, now, ip: request.ip }, 'signin.succeeded'));
          await tx.updateAccount(found._id, { lastSignInAt: new Date(now).toISOString() });
        }
        const tokens = await startSession(ports, tx, found, { remember: rememberMe, now, request });
        return ok(API.verifyEmailOtp, vendor ? 'Email verified successfully.' : 'Logged in successfully.', {
          ...tokens,
        });
      });
    },
  ),
);

export const signInRoutes: CoreRoute[] = [emailLogin, verifyEmailOtp];
