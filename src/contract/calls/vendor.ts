/** The public vendor sign-up: the account, then its emailed code (verified by verifyEmailOtp). */
import { JSON_BODY, answers, type Call } from '../call';
import { AdminIdAnswer, NotShownAnswer } from '../shapes';

export const emailRegister = {
  name: 'emailRegister',
  verb: 'POST',
  path: 'admin/email-register',
  caller: 'vendor',
  limit: 'guessing',
  summary: 'Creates an unverified vendor account and emails its code; a taken email answers the same.',
  request: JSON_BODY,
  answer: answers(AdminIdAnswer, 201),
} as const satisfies Call;

export const requestEmailOtp = {
  name: 'requestEmailOtp',
  verb: 'POST',
  path: 'admin/request-email-otp',
  caller: 'vendor',
  limit: 'guessing',
  summary: "Resends a vendor's sign-up code.",
  request: JSON_BODY,
  answer: answers(NotShownAnswer),
} as const satisfies Call;
