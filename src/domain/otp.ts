/** The emailed 4-digit code of docs/product.md §5: joined from its boxes, checked before sending, sent as a number. */
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

/** What the code boxes hold after typing or pasting, and which box takes focus next. */
export interface CodeEntry {
  boxes: string[];
  focus: number;
}

/**
 * Typed or pasted text into the boxes from `index` (docs/architecture.md, "Console conventions"): only digits are kept, one a
 * box; a whole code, wherever it was pasted, fills from the first box; text without a digit changes nothing.
 */
export function enterCode(boxes: readonly string[], index: number, text: string): CodeEntry {
  const digits = [...text.replace(/\D/g, '')];
  if (digits.length === 0) return { boxes: [...boxes], focus: index };
  const start = digits.length >= CODE_LENGTH ? 0 : index;
  const next = boxes.map((box, i) => (i >= start ? (digits[i - start] ?? box) : box));
  return { boxes: next, focus: Math.min(start + digits.length, CODE_LENGTH - 1) };
}
