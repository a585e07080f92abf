/** What renewing the session came to: new tokens stored, the session over, or no answer (try again later). */
export type RenewalOutcome = 'renewed' | 'ended' | 'unreachable';

/**
 * Keeps an admin signed in past the access token's hour: trades the stored refresh token for new tokens.
 * One renewal at a time: callers that ask while one is under way share its outcome.
 */
export interface SessionRenewal {
  renew(): Promise<RenewalOutcome>;
}
