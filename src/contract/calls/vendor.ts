/** The public vendor sign-up: the account, then its emailed code (verified by verifyEmailOtp). */
import { jsonBody, answers, type Call } from '../call';
import { AttemptAnswer, CodeStepAnswer } from '../shapes';
import { NAME_MAX } from '../../domain/constants';
import { body } from '../fields';
import { PLACE_MAX } from '../limits';
import { ADMIN_ID, ATTEMPT_ID, EMAIL } from './bodies';

export const emailRegister = {
  name: 'emailRegister',
  verb: 'POST',
  path: 'admin/email-register',
  caller: 'vendor',
  limit: 'guessing',
  request: jsonBody({
    name: body.text(NAME_MAX),
    email: EMAIL,
    location: body.text(PLACE_MAX, { description: 'The country.' }),
  }),
  answer: answers(CodeStepAnswer, 201),
} as const satisfies Call;

export const requestEmailOtp = {
  name: 'requestEmailOtp',
  verb: 'POST',
  path: 'admin/request-email-otp',
  caller: 'vendor',
  limit: 'guessing',
  request: jsonBody({ adminId: ADMIN_ID, attemptId: ATTEMPT_ID }),
  answer: answers(AttemptAnswer),
} as const satisfies Call;
