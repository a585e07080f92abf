/** The public vendor sign-up: the account, then its emailed code (verified by verifyEmailOtp). */
import { JSON_BODY, answers, type Call } from '../call';
import { AttemptAnswer, CodeStepAnswer } from '../shapes';

export const emailRegister = {
  name: 'emailRegister',
  verb: 'POST',
  path: 'admin/email-register',
  caller: 'vendor',
  limit: 'guessing',
  request: JSON_BODY,
  answer: answers(CodeStepAnswer, 201),
} as const satisfies Call;

export const requestEmailOtp = {
  name: 'requestEmailOtp',
  verb: 'POST',
  path: 'admin/request-email-otp',
  caller: 'vendor',
  limit: 'guessing',
  request: JSON_BODY,
  answer: answers(AttemptAnswer),
} as const satisfies Call;
