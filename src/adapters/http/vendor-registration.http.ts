import type { VendorRegistration } from '../../application/ports/vendor-registration';
// The call's own module, not the contract's index: the sign-in pages load this adapter, and the index would bring
// every call's declaration with it (docs/performance.md, "Bundle budgets").
import * as signInCalls from '../../contract/calls/sign-in';
import * as vendorCalls from '../../contract/calls/vendor';
import { callTo } from './contract-call';
import type { ApiClient } from './api-call';
import { AttemptAnswer, CodeStepAnswer, NotShownAnswer } from './answers.schema';

/**
 * Public vendor sign-up. Resend and verify turn the generic toast off: the registration flow shows its own
 * messages (docs/product.md §8: "Failed to resend OTP", the server's message or "Invalid OTP, please try again").
 */
export function createHttpVendorRegistration(api: ApiClient): VendorRegistration {
  return {
    async register({ name, email, location }) {
      const { adminId, attemptId } = await api.send({
        ...callTo(vendorCalls.emailRegister, {}, { name, email, location }),
        answer: CodeStepAnswer,
        outsideSession: true,
      });
      return { adminId, attemptId };
    },
    async resendCode({ adminId, attemptId }) {
      const answer = await api.send({
        ...callTo(vendorCalls.requestEmailOtp, {}, { adminId, attemptId }),
        answer: AttemptAnswer,
        outsideSession: true,
        notify: false,
      });
      return { attemptId: answer.attemptId };
    },
    async verifyCode({ adminId, attemptId, otp }) {
      // The same verify call as sign-in; its tokens are a vendor's and never enter the admin session.
      await api.send({
        ...callTo(signInCalls.verifyEmailOtp, {}, { adminId, attemptId, otp: Number(otp) }),
        answer: NotShownAnswer,
        outsideSession: true,
        notify: false,
      });
    },
  };
}
