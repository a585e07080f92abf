/**
 * The emailed 4-digit codes. The demo "sends" the same code every time (DEMO_CREDENTIALS.code), but the rules
 * are real: a code lives 10 minutes, works once, and 5 wrong tries in a row lock it until a new one is sent.
 */
import { DEMO_CREDENTIALS } from '../demo-credentials';
import { hash64 } from './hash';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
export const RESET_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

export type CodePurpose = 'login' | 'reset' | 'register';
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked' | 'none';

interface Challenge {
  code: string;
  expiresAt: number;
  wrong: number;
}

export interface CodeBook {
  /** Sends (or resends) a code: a new attempt with a fresh count of wrong tries. */
  issue(accountId: string, purpose: CodePurpose, nowMs: number): void;
  check(accountId: string, purpose: CodePurpose, otp: unknown, nowMs: number): CodeCheck;
  issueResetToken(accountId: string, nowMs: number): string;
  /** Consumes the token: true once, for the account it was issued to, within its lifetime. */
  useResetToken(accountId: string, token: unknown, nowMs: number): boolean;
}

/** `0123` typed in the UI arrives as the number 123 (SPEC §5): compare as numbers. */
const sameCode = (otp: unknown, code: string): boolean => {
  const typed =
    typeof otp === 'number' ? otp : typeof otp === 'string' && /^\d+$/.test(otp) ? Number(otp) : NaN;
  return Number.isInteger(typed) && typed === Number(code);
};

export function createCodeBook(): CodeBook {
  const challenges = new Map<string, Challenge>();
  const resetTokens = new Map<string, { accountId: string; expiresAt: number }>();
  const key = (accountId: string, purpose: CodePurpose): string => `${purpose}:${accountId}`;
  let resetCount = 0;

  return {
    issue(accountId, purpose, nowMs) {
      challenges.set(key(accountId, purpose), {
        code: DEMO_CREDENTIALS.code,
        expiresAt: nowMs + CODE_LIFETIME_MS,
        wrong: 0,
      });
    },
    check(accountId, purpose, otp, nowMs) {
      const challenge = challenges.get(key(accountId, purpose));
      if (!challenge) return 'none';
      if (challenge.wrong >= MAX_WRONG_CODES) return 'locked';
      if (challenge.expiresAt <= nowMs) return 'expired';
      if (!sameCode(otp, challenge.code)) {
        challenge.wrong += 1;
        return challenge.wrong >= MAX_WRONG_CODES ? 'locked' : 'wrong';
      }
      challenges.delete(key(accountId, purpose));
      return 'ok';
    },
    issueResetToken(accountId, nowMs) {
      resetCount += 1;
      const token =
        hash64(`${accountId}:${nowMs}:${resetCount}`, 3) + hash64(`${resetCount}:${accountId}`, 4);
      resetTokens.set(token, { accountId, expiresAt: nowMs + RESET_TOKEN_LIFETIME_MS });
      return token;
    },
    useResetToken(accountId, token, nowMs) {
      if (typeof token !== 'string') return false;
      const entry = resetTokens.get(token);
      if (!entry || entry.accountId !== accountId) return false;
      resetTokens.delete(token);
      return entry.expiresAt > nowMs;
    },
  };
}
