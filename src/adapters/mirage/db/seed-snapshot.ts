/**
 * A fresh demo database: the core's deterministic seed (the newest TRAIL_CAP entries of its trail), nothing
 * issued, in `timeZone` (the demo host starts America/Toronto's).
 */
import { buildSeed, seedAnchor } from '../../../backend/seed/build-seed';
import { DEFAULT_TIME_ZONE } from '../../../domain/business-time';
import type { SeedSize } from '../../../backend/seed/size';
import { DEMO_CREDENTIALS } from '../demo-credentials';
import { hashPassword } from '../ports/password-hasher';
import { SNAPSHOT_VERSION, TRAIL_CAP, type DbSnapshot } from './snapshot';

export function seedSnapshot(size: SeedSize, nowMs: number, timeZone = DEFAULT_TIME_ZONE): DbSnapshot {
  const data = buildSeed(size, seedAnchor(nowMs), hashPassword(DEMO_CREDENTIALS.password));
  // Numbered as a store would have numbered all of them; only the newest are kept.
  const dropped = Math.max(0, data.activity.length - TRAIL_CAP);
  const kept = data.activity.slice(dropped).map((entry, index) => ({ ...entry, seq: dropped + index + 1 }));
  return {
    version: SNAPSHOT_VERSION,
    ...data,
    codes: [],
    oneTimeTokens: [],
    sessions: [],
    apiKeys: [],
    activity: kept,
    sequences: {
      transaction: data.transactions.length,
      broadcast: data.broadcasts.length,
      client: data.clients.length,
      activity: data.activity.length,
    },
    settings: { timeZone },
  };
}
