import type { AdminAuth } from '../../application/ports/admin-auth';
// The call's own module, not the contract's index: the sign-in pages load this adapter, and the index would bring
// every call's declaration with it (docs/performance.md, "Bundle budgets").
import * as signInCalls from '../../contract/calls/sign-in';
import { callTo } from './contract-call';
import type { ApiClient } from './api-call';
import {
  CodeStepAnswer,
  EmailAnswer,
  NotShownAnswer,
  ResetTokenAnswer,
  TokensAnswer,
} from './answers.schema';

/** Sign-in with password + emailed code, and the password reset (docs/product.md §7, first rows). */
export function createHttpAdminAuth(api: ApiClient): AdminAuth {
  return {
    async checkSetupLink(token, signal) {
      // Silent: the setup page says what the answer means, in place of its form.
      await api.send({
        ...callTo(signInCalls.setupState, {}, { token }),
        answer: NotShownAnswer,
        outsideSession: true,
        notify: false,
        ...(signal ? { signal } : {}),
      });
    },
    async setUpFirstAdmin(input) {
      await api.send({
        ...callTo(signInCalls.setUp, {}, input),
        answer: NotShownAnswer,
        outsideSession: true,
        notify: false,
      });
    },
    async requestLoginCode({ email, password }) {
      const { adminId, attemptId } = await api.send({
        ...callTo(signInCalls.emailLogin, {}, { email, password }),
        answer: CodeStepAnswer,
        outsideSession: true,
      });
      return { adminId, attemptId };
    },
    async verifyLoginCode({ adminId, attemptId, otp, rememberMe }) {
      const answer = await api.send({
        ...callTo(signInCalls.verifyEmailOtp, {}, { adminId, attemptId, otp: Number(otp), rememberMe }),
        answer: TokensAnswer,
        outsideSession: true,
      });
      return { accessToken: answer.accessToken, refreshToken: answer.refreshToken, adminId: answer.adminId };
    },
    async refresh(refreshToken) {
      // Silent: the session logic decides what a refusal means (docs/api.md, "Extensions": the session ends).
      const answer = await api.send({
        ...callTo(signInCalls.refreshToken, {}, { refreshToken }),
        answer: TokensAnswer,
        outsideSession: true,
        notify: false,
      });
      return { accessToken: answer.accessToken, refreshToken: answer.refreshToken, adminId: answer.adminId };
    },
    async requestResetCode(email) {
      const { adminId, attemptId } = await api.send({
        ...callTo(signInCalls.forgotPassword, {}, { email }),
        answer: CodeStepAnswer,
        outsideSession: true,
      });
      return { adminId, attemptId };
    },
    async verifyResetCode({ adminId, attemptId, otp }) {
      const { resetToken } = await api.send({
        ...callTo(signInCalls.verifyResetOtp, {}, { adminId, attemptId, otp: Number(otp) }),
        answer: ResetTokenAnswer,
        outsideSession: true,
      });
      return { resetToken };
    },
    async resetPassword({ adminId, resetToken, newPassword }) {
      await api.send({
        ...callTo(signInCalls.resetPassword, {}, { adminId, resetToken, newPassword }),
        answer: NotShownAnswer,
        outsideSession: true,
      });
    },
    async logout() {
      // Silent and outside the session: a session already ended answers 401, and logging out goes on.
      await api.send({
        ...callTo(signInCalls.logout),
        answer: NotShownAnswer,
        outsideSession: true,
        notify: false,
      });
    },
    async acceptInvite({ token, newPassword }) {
      const { email } = await api.send({
        ...callTo(signInCalls.acceptInvite, {}, { token, newPassword }),
        answer: EmailAnswer,
        outsideSession: true,
        // The page says it once, as it moves on to the login page; the server's words would say it twice.
        notify: false,
      });
      return { email };
    },
  };
}
