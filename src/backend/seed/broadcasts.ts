import type { BroadcastRecord } from '../records';
import { BROADCAST_OBJECT_ID_PREFIX, broadcastIdFor, objectIdFor } from '../ids';
import type { Prng } from './prng';
import { BROADCAST_MESSAGES } from './vocabulary';

export function seedBroadcasts(
  prng: Prng,
  count: number,
  anchorMs: number,
  audience: number,
  adminNames: readonly string[],
): BroadcastRecord[] {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(anchorMs - Math.floor(prng.next() * 365 * 86_400_000));
  times.sort((a, b) => a - b);
  return times
    .map((atMs, index) => ({
      _id: objectIdFor(BROADCAST_OBJECT_ID_PREFIX, index + 1),
      broadcastId: broadcastIdFor(index + 1),
      bcDateTime: new Date(atMs).toISOString(),
      opened: prng.int(0, Math.max(1, Math.floor(audience * 0.8))),
      createdBy: prng.pick(adminNames),
      description: BROADCAST_MESSAGES[index % BROADCAST_MESSAGES.length] ?? '',
    }))
    .reverse();
}
