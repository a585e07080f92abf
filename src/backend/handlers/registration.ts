/** Public vendor sign-up: the account is created unverified, and verified by the emailed code (sign-in.ts). */
import { API } from '../../contract';
import { COUNTRIES } from '../../domain/constants';
import { validateEmail } from '../../domain/email';
import { MESSAGES } from '../../domain/messages';
import { created, ok, refuse } from '../answers';
import type { Words } from '../input/contract-body';
import { isPlausibleId } from '../input/text';
import type { AccountRecord } from '../records';
import { publicRoute, withBody, type CoreRoute } from '../routing';
import { attemptRefusal } from '../rules/code-answers';
import { ATTEMPT_ID_WORDS, checkAttempt } from '../rules/code-attempt';
import { accountExistsMail, codeMail, sendCode } from '../rules/code-mail';
import { attemptWithoutCode, issueCode } from '../rules/codes';
import { newAccount } from '../rules/new-account';

/** The answer to every sign-up, for a new email or one with an account alike (docs/api.md, "Extensions"). */
export const REGISTERED = 'Registration successful. A verification code has been sent to your email.';
/** A resend answers this for any id a sign-up answered, so an id from a sign-up of a taken email tells nothing either. */
export const CODE_RESENT = 'A new code has been sent to your email.';

const REGISTER: Words<typeof API.emailRegister> = {
  name: { label: 'Full name', required: MESSAGES.fullNameRequired },
  email: { label: 'Email', required: MESSAGES.emailRequired },
  location: { label: 'Country', required: MESSAGES.countryRequired },
};
const RESEND: Words<typeof API.requestEmailOtp> = {
  adminId: { label: 'adminId' },
  attemptId: ATTEMPT_ID_WORDS,
};

const vendorAccount = (id: string, fields: Pick<AccountRecord, 'name' | 'email' | 'location'>, now: number) =>
  newAccount({ _id: id, kind: 'vendor', ...fields, passwordHash: '', role: 'Vendor', verified: false }, now);

const emailRegister = publicRoute(
  API.emailRegister,
  withBody(API.emailRegister, REGISTER, async ({ ports, now }, { name, email, location }) => {
    const emailProblem = validateEmail(email);
    if (emailProblem) return refuse(400, emailProblem);
    if (!COUNTRIES.some((country) => country === location))
      return refuse(400, `Choose a country: ${COUNTRIES.join(', ')}.`);
    const account = vendorAccount(ports.generate.objectId(), { name, email, location }, now);
    const issued = await ports.store.transaction(async (tx) => {
      if ((await tx.insertAccount(account)) === 'inserted')
        return issueCode(tx, ports.generate, account._id, 'register', now);
      // A second write, as a new account's code is: the time does not tell a taken email either.
      await tx.lockGuesses(account._id);
      return null;
    });
    // Taken: the same answer as a new email, with an id that names nothing; the address's owner is told.
    await ports.mailer.send(
      issued === null ? accountExistsMail(email) : codeMail(email, issued.code, 'register'),
    );
    const attemptId = issued?.attemptId ?? attemptWithoutCode(ports.generate, 'register', account._id, now);
    return created(API.emailRegister, REGISTERED, { adminId: account._id, attemptId });
  }),
);

/**
 * A new code for the sign-up that answered this attemptId (expired or not); any other is refused and nothing
 * is sent. Answers the new code's attemptId.
 */
const requestEmailOtp = publicRoute(
  API.requestEmailOtp,
  withBody(API.requestEmailOtp, RESEND, async ({ ports, now }, { adminId, attemptId }) => {
    if (!isPlausibleId(adminId)) return refuse(404, 'No registration was found for this id.');
    const bound = checkAttempt(ports.generate, 'register', adminId, attemptId, now);
    const unbound = attemptRefusal(bound === 'expired' ? 'bound' : bound);
    if (unbound) return unbound;
    const account = await ports.store.accountById(adminId);
    // An id that names nothing (a sign-up of a taken email) answers as a sent code, in a like time.
    if (account?.kind !== 'vendor') {
      await ports.store.transaction((tx) => tx.lockGuesses(adminId));
      return ok(API.requestEmailOtp, CODE_RESENT, {
        attemptId: attemptWithoutCode(ports.generate, 'register', adminId, now),
      });
    }
    if (account.verified) return refuse(409, 'This email is already verified.');
    return ok(API.requestEmailOtp, CODE_RESENT, {
      attemptId: await sendCode(ports, account, 'register', now),
    });
  }),
);

export const registrationRoutes: CoreRoute[] = [emailRegister, requestEmailOtp];
