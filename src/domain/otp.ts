/** The emailed 4-digit code of SPEC §5: joined from its boxes, checked before sending, sent as a number. */
import { CODE_LENGTH } from './constants';
import { MESSAGES } from './messages';

export const joinOtp = (boxes: readonly string[]): string => boxes.join('');

export type OtpCheck = { ok: true; otp: number } | { ok: false; message: string };

/** Fewer than 4 characters, then anything but exactly 4 digits, are refused with their own message. */
export function checkOtp(code: string): OtpCheck {
  if (code.length < CODE_LENGTH) return { ok: false, message: MESSAGES.otpIncomplete };
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return { ok: false, message: MESSAGES.otpNotNumeric };
  // The backend compares codes as numbers, so '0123' is sent as 123.
  return { ok: true, otp: Number(code) };
}
