/** Signing in, the session's renewal, the password reset, invitations and the first setup: public calls. */
import { JSON_BODY, answers, NO_BODY, type Call } from '../call';
import { AdminIdAnswer, EmailAnswer, NotShownAnswer, ResetTokenAnswer, TokensAnswer } from '../shapes';

export const emailLogin = {
  name: 'emailLogin',
  verb: 'POST',
  path: 'admin/email-login',
  caller: 'public',
  limit: 'guessing',
  summary: 'Checks the password and emails a sign-in code; called again, it resends the code.',
  request: JSON_BODY,
  answer: answers(AdminIdAnswer),
} as const satisfies Call;

export const verifyEmailOtp = {
  name: 'verifyEmailOtp',
  verb: 'POST',
  path: 'admin/verify-email-otp',
  caller: 'public',
  limit: 'guessing',
  summary: "Checks a sign-in code and starts a session; also verifies a vendor's sign-up code.",
  request: JSON_BODY,
  answer: answers(TokensAnswer),
} as const satisfies Call;

export const refreshToken = {
  name: 'refreshToken',
  verb: 'POST',
  path: 'admin/refresh-token',
  caller: 'public',
  limit: 'guessing',
  summary: 'Trades a refresh token for new tokens; a refresh token used twice ends its session (401).',
  request: JSON_BODY,
  answer: answers(TokensAnswer),
} as const satisfies Call;

export const forgotPassword = {
  name: 'forgotPassword',
  verb: 'POST',
  path: 'admin/forgot-password',
  caller: 'public',
  limit: 'guessing',
  summary: 'Emails a reset code when the email is an admin’s; the answer is the same for any email.',
  request: JSON_BODY,
  answer: answers(AdminIdAnswer),
} as const satisfies Call;

export const verifyResetOtp = {
  name: 'verifyResetOtp',
  verb: 'POST',
  path: 'admin/verify-reset-otp',
  caller: 'public',
  limit: 'guessing',
  summary: 'Checks a reset code and answers a one-time reset token.',
  request: JSON_BODY,
  answer: answers(ResetTokenAnswer),
} as const satisfies Call;

export const resetPassword = {
  name: 'resetPassword',
  verb: 'POST',
  path: 'admin/reset-password',
  caller: 'public',
  limit: 'guessing',
  summary: 'Sets a new password with the reset token and ends every session of the admin.',
  request: JSON_BODY,
  answer: answers(NotShownAnswer),
} as const satisfies Call;

export const acceptInvite = {
  name: 'acceptInvite',
  verb: 'POST',
  path: 'admin/accept-invite',
  caller: 'public',
  summary: "Sets an invited admin's password with the invitation's token (once, within 48 hours).",
  request: JSON_BODY,
  answer: answers(EmailAnswer),
} as const satisfies Call;

export const setUp = {
  name: 'setUp',
  verb: 'POST',
  path: 'auth/setup',
  caller: 'public',
  // The setup link's token is checked only here: guessing at it is guessing at the first Super Admin.
  limit: 'guessing',
  summary: 'Creates the first Super Admin with the setup link’s token; refuses once an admin exists.',
  request: JSON_BODY,
  answer: answers(NotShownAnswer, 201),
} as const satisfies Call;

export const logout = {
  name: 'logout',
  verb: 'POST',
  path: 'admin/logout',
  caller: 'session',
  summary: "Ends the call's own session.",
  request: NO_BODY,
  answer: answers(NotShownAnswer),
} as const satisfies Call;
