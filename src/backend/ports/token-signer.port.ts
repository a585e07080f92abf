/**
 * Signs and checks the session tokens (JWT-shaped: header.payload.signature, `exp` in seconds). `verify` checks
 * the signature and the shape only: expiry is the core's rule, judged against the clock port.
 */
export interface TokenClaims {
  /** The account id. */
  sub: string;
  role: 'admin' | 'vendor';
  kind: 'access' | 'refresh';
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  /** Unique per token; a refresh token's jti is what rotation consumes. */
  jti: string;
  /** The session (SessionRecord.id) the token belongs to: every call checks that it is still alive. */
  sid: string;
  /** Refresh tokens only: whether the session was started with remember-me. */
  remember?: boolean;
}

export interface TokenSigner {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a token this signer signed, or null (tampered, foreign, malformed). */
  verify(token: string): Promise<TokenClaims | null>;
}
