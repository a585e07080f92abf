import type { VendorRegistrationData } from '../../domain/entities';

/** Public vendor sign-up. Nothing it answers belongs in the admin session. */
export interface VendorRegistration {
  register(data: VendorRegistrationData): Promise<{ adminId: string }>;
  resendCode(adminId: string): Promise<void>;
  verifyCode(input: { adminId: string; otp: number }): Promise<void>;
}
