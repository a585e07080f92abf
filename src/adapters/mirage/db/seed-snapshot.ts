/** A fresh demo database: the core's deterministic seed, with nothing issued and nothing in the trail yet. */
import { buildSeed, seedAnchor } from '../../../backend/seed/build-seed';
import type { SeedSize } from '../../../backend/seed/size';
import { DEMO_CREDENTIALS } from '../demo-credentials';
import { hashPassword } from '../ports/password-hasher';
import { SNAPSHOT_VERSION, type DbSnapshot } from './snapshot';

export function seedSnapshot(size: SeedSize, nowMs: number): DbSnapshot {
  const data = buildSeed(size, seedAnchor(nowMs), hashPassword(DEMO_CREDENTIALS.password));
  return {
    version: SNAPSHOT_VERSION,
    ...data,
    codes: [],
    oneTimeTokens: [],
    activity: [],
    sequences: { transaction: data.transactions.length, broadcast: data.broadcasts.length, activity: 0 },
  };
}
