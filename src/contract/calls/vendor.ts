/** The public vendor sign-up: the account, then its emailed code (verified by verifyEmailOtp). */
import { json, answers, type Call } from '../call';
import { AdminIdAnswer, NotShownAnswer } from '../shapes';
import { fields, text } from '../schema';

export const emailRegister = {
  name: 'emailRegister',
  verb: 'POST',
  path: 'admin/email-register',
  caller: 'vendor',
  limit: 'guessing',
  summary: 'Creates an unverified vendor account and emails its code; a taken email answers the same.',
  request: json(fields({ name: text(), email: text(), location: text('The country.') })),
  answer: answers(AdminIdAnswer, 201),
} as const satisfies Call;

export const requestEmailOtp = {
  name: 'requestEmailOtp',
  verb: 'POST',
  path: 'admin/request-email-otp',
  caller: 'vendor',
  limit: 'guessing',
  summary: "Resends a vendor's sign-up code.",
  request: json(fields({ adminId: text() })),
  answer: answers(NotShownAnswer),
} as const satisfies Call;
