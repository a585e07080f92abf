/** Every user-facing message of docs/product.md §4, §5 and §8, quoted exactly. Differences matter. */
export const MESSAGES = {
  emailRequired: 'Email is required!',
  loginPasswordRequired: 'Password is Required!',
  otpIncomplete: 'Please enter all 4 digits of OTP',
  otpNotNumeric: 'OTP must be a 4-digit numeric value',
  passwordRequired: 'Password is required!',
  passwordMinLength: 'Password must contain 8 characters!',
  passwordUppercase: 'Password must include at least one uppercase letter!',
  passwordSpecial: 'Password must include at least one special character!',
  passwordNumber: 'Password must include at least one number',
  confirmPasswordRequired: 'Confirm Password is Required!',
  passwordsMustMatch: 'Password & Confirm Password should match!',
  fullNameRequired: 'Full name is required!',
  countryRequired: 'Country is required',
  resendOtpFailed: 'Failed to resend OTP',
  invalidOtp: 'Invalid OTP, please try again',
  sessionExpired: 'Session Expired! Please Login.',
  loggedOut: 'Logged Out Successfully!',
  genericError: 'An error occurred',
  unexpectedResponse: 'Unexpected response from server',
  timedOut: 'The server did not answer in time.',
  faqEmpty: 'No results. Try a different keyword.',
  tableEmpty: 'No data available',
  noResults: 'No Results Found',
  missingValue: '-',
} as const;

export type MessageKey = keyof typeof MESSAGES;
