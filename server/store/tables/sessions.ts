import type { SessionRecord } from '../../../src/backend/records';
import { sessions } from '../../db/schema';

/** Selects a SessionRecord as it is. */
export const sessionColumns = {
  id: sessions.id,
  accountId: sessions.accountId,
  createdAt: sessions.createdAt,
  lastUsedAt: sessions.lastUsedAt,
  expiresAt: sessions.expiresAt,
  remember: sessions.remember,
  userAgent: sessions.userAgent,
  ip: sessions.ip,
  refreshJti: sessions.refreshJti,
} satisfies Record<keyof SessionRecord, unknown>;
