import type { SessionTokens } from '../../domain/entities';

export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  adminId: string | null;
  /** When the stored token lapses (epoch ms, the server's clock); null without a token or for a malformed one. */
  expiresAtMs: number | null;
  /** How far the server's clock runs ahead of this browser's, as of the stored token's arrival (0 if unknown). */
  clockSkewMs?: number;
}

export interface RememberedEmail {
  email: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The admin session kept in the browser (admin-token, admin, admin-refresh-token, admin-email). */
export interface SessionStore {
  read(): StoredSession;
  save(tokens: SessionTokens): void;
  /** Removes admin-token, admin and admin-refresh-token; keeps the remembered email. */
  clear(): void;
  readRememberedEmail(): RememberedEmail | null;
  rememberEmail(remembered: RememberedEmail): void;
  forgetEmail(): void;
  /** Called whenever the session keys change, in this tab or another. */
  subscribe(listener: () => void): () => void;
}
