import type { VendorRegistrationData } from '../../domain/entities';
import type { CodeStepStart } from './admin-auth';

/** Public vendor sign-up. Nothing it answers belongs in the admin session. */
export interface VendorRegistration {
  register(data: VendorRegistrationData): Promise<CodeStepStart>;
  /** A new code for the sign-up the step names; answers the new code's attemptId. */
  resendCode(step: CodeStepStart): Promise<{ attemptId: string }>;
  verifyCode(input: CodeStepStart & { otp: number }): Promise<void>;
}
