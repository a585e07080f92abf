/** Every admin call needs an access token this server signed, unexpired, of an admin account (SPEC §6). */
import type { Request } from 'miragejs';
import { verifyToken } from '../auth/tokens';
import type { AccountRecord } from '../db/records';
import type { DemoStore } from '../db/store';
import { fail, type Answer } from './answer';
import { bearerToken } from './request';

export const SIGN_IN_AGAIN = 'Your session is not valid. Please log in again.';

export function authenticate(request: Request, store: DemoStore, nowMs: number): AccountRecord | Answer {
  const token = bearerToken(request);
  const claims = token === null ? null : verifyToken(token, nowMs);
  const account = claims?.kind === 'access' ? store.accountById(claims.sub) : undefined;
  if (!claims || !account) return fail(401, SIGN_IN_AGAIN);
  if (claims.role !== 'admin' || account.kind !== 'admin') {
    return fail(403, 'This account cannot use the admin console.');
  }
  return account;
}

export const isAnswer = (value: AccountRecord | Answer): value is Answer =>
  'status' in value && 'body' in value;
