import type { SessionTokens } from '../../domain/entities';

/**
 * Whom a code was sent for, and the attempt its request answered: the code call sends both, and a code
 * without the attempt is refused unjudged (docs/security.md, "Codes and sign-in").
 */
export interface CodeStepStart {
  adminId: string;
  attemptId: string;
}

/** Signing an admin in with password + emailed code, and resetting a forgotten password. */
export interface AdminAuth {
  /** Checks the password and emails a code. Calling it again resends the code. */
  requestLoginCode(credentials: { email: string; password: string }): Promise<CodeStepStart>;
  verifyLoginCode(input: CodeStepStart & { otp: number; rememberMe: boolean }): Promise<SessionTokens>;
  /** Trades a refresh token (usable once) for a new access token and the next refresh token. */
  refresh(refreshToken: string): Promise<SessionTokens>;
  /** Emails a reset code. Calling it again resends the code. */
  requestResetCode(email: string): Promise<CodeStepStart>;
  verifyResetCode(input: CodeStepStart & { otp: number }): Promise<{ resetToken: string }>;
  resetPassword(input: { adminId: string; resetToken: string; newPassword: string }): Promise<void>;
  /** Ends this session on the server (docs/api.md, Sessions); the caller clears the browser's copy after. */
  logout(): Promise<void>;
  /** Sets an invited admin's password with the invitation link's token; answers their email. */
  acceptInvite(input: { token: string; newPassword: string }): Promise<{ email: string }>;
  /**
   * Whether the setup link can still create the first Super Admin (README, "First start of a business"): resolves when it can,
   * throws the server's refusal (already set up, or a used, replaced or expired link) when it cannot.
   */
  checkSetupLink(token: string, signal?: AbortSignal): Promise<void>;
  /** The first start's setup link: creates the first Super Admin (README, "First start of a business"). */
  setUpFirstAdmin(input: {
    token: string;
    name: string;
    email: string;
    password: string;
    location: string;
    /** The business's IANA time zone (docs/product.md §10.31); UTC when left out. */
    timeZone?: string;
  }): Promise<void>;
}
