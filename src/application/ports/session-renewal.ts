/**
 * What renewing the session came to: new tokens stored, the session over (`deactivated`: over because a Super
 * Admin deactivated the account), or no answer (try again later).
 */
export type RenewalOutcome = 'renewed' | 'ended' | 'deactivated' | 'unreachable';

/** How a session ended when the admin did not log out: it lapsed or was ended, or the account was deactivated. */
export type SessionEnd = 'expired' | 'deactivated';

/**
 * Keeps an admin signed in past the access token's hour: trades the stored refresh token for new tokens.
 * One renewal at a time: callers that ask while one is under way share its outcome.
 */
export interface SessionRenewal {
  renew(): Promise<RenewalOutcome>;
}
