/** Signing in, the session's renewal, the password reset, invitations and the first setup: public calls. */
import { jsonBody, answers, NO_BODY, type Call } from '../call';
import { CodeStepAnswer, EmailAnswer, NotShownAnswer, ResetTokenAnswer, TokensAnswer } from '../shapes';
import { NAME_MAX, PASSWORD_MAX, TIME_ZONE_MAX } from '../../domain/constants';
import { body } from '../fields';
import { LOCATION_NAME_MAX } from '../../domain/locations';
import { ADMIN_ID, ATTEMPT_ID, CHOSEN_PASSWORD, EMAIL, SECRET_TOKEN } from './bodies';

export const emailLogin = {
  name: 'emailLogin',
  verb: 'POST',
  path: 'admin/email-login',
  caller: 'public',
  limit: 'guessing',
  request: jsonBody({ email: EMAIL, password: body.text(PASSWORD_MAX, { exact: true, secret: true }) }),
  answer: answers(CodeStepAnswer),
} as const satisfies Call;

export const verifyEmailOtp = {
  name: 'verifyEmailOtp',
  verb: 'POST',
  path: 'admin/verify-email-otp',
  caller: 'public',
  limit: 'guessing',
  request: jsonBody({ adminId: ADMIN_ID, attemptId: ATTEMPT_ID, otp: body.code(), rememberMe: body.flag() }),
  answer: answers(TokensAnswer),
} as const satisfies Call;

export const refreshToken = {
  name: 'refreshToken',
  verb: 'POST',
  path: 'admin/refresh-token',
  caller: 'public',
  limit: 'guessing',
  request: jsonBody({ refreshToken: SECRET_TOKEN }),
  answer: answers(TokensAnswer),
} as const satisfies Call;

export const forgotPassword = {
  name: 'forgotPassword',
  verb: 'POST',
  path: 'admin/forgot-password',
  caller: 'public',
  limit: 'guessing',
  request: jsonBody({ email: EMAIL }),
  answer: answers(CodeStepAnswer),
} as const satisfies Call;

export const verifyResetOtp = {
  name: 'verifyResetOtp',
  verb: 'POST',
  path: 'admin/verify-reset-otp',
  caller: 'public',
  limit: 'guessing',
  request: jsonBody({ adminId: ADMIN_ID, attemptId: ATTEMPT_ID, otp: body.code() }),
  answer: answers(ResetTokenAnswer),
} as const satisfies Call;

export const resetPassword = {
  name: 'resetPassword',
  verb: 'POST',
  path: 'admin/reset-password',
  caller: 'public',
  limit: 'guessing',
  request: jsonBody({ adminId: ADMIN_ID, resetToken: SECRET_TOKEN, newPassword: CHOSEN_PASSWORD }),
  answer: answers(NotShownAnswer),
} as const satisfies Call;

export const acceptInvite = {
  name: 'acceptInvite',
  verb: 'POST',
  path: 'admin/accept-invite',
  caller: 'public',
  // The link's token is checked here: guessing at it is guessing at an account.
  limit: 'guessing',
  request: jsonBody({ token: SECRET_TOKEN, newPassword: CHOSEN_PASSWORD }),
  answer: answers(EmailAnswer),
} as const satisfies Call;

export const setUp = {
  name: 'setUp',
  verb: 'POST',
  path: 'auth/setup',
  caller: 'public',
  // The setup link's token is checked only here: guessing at it is guessing at the first Super Admin.
  limit: 'guessing',
  request: jsonBody({
    token: SECRET_TOKEN,
    name: body.text(NAME_MAX),
    email: EMAIL,
    password: CHOSEN_PASSWORD,
    location: body.text(LOCATION_NAME_MAX),
    // The business's IANA time zone (docs/product.md §10.31); UTC when left out.
    timeZone: body.text(TIME_ZONE_MAX, {
      optional: true,
      description: 'The business’s IANA time zone; UTC when left out.',
    }),
  }),
  answer: answers(NotShownAnswer, 201),
} as const satisfies Call;

/**
 * What the setup page asks as it opens (README, "First start of a business"): whether its link can still create the first
 * Super Admin. The same refusals as `setUp`, nothing more, and nothing is spent.
 */
export const setupState = {
  name: 'setupState',
  verb: 'POST',
  path: 'auth/setup-state',
  caller: 'public',
  // An answer about a token is an answer to a guess: limited as setUp is.
  limit: 'guessing',
  request: jsonBody({ token: SECRET_TOKEN }),
  answer: answers(NotShownAnswer),
} as const satisfies Call;

export const logout = {
  name: 'logout',
  verb: 'POST',
  path: 'admin/logout',
  caller: 'session',
  request: NO_BODY,
  answer: answers(NotShownAnswer),
} as const satisfies Call;
