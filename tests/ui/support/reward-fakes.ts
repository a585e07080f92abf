import { vi } from 'vitest';
import type { RewardRepository } from '../../../src/application/ports';
import type { Reward } from '../../../src/domain/rewards';

export const aReward = (overrides: Partial<Reward> = {}): Reward => ({
  id: 'rw-coffee',
  name: 'Free coffee',
  points: 100,
  locations: [],
  active: true,
  ...overrides,
});

/** A catalogue in memory: `list` answers the active ones (and the archived ones when asked), changes are spied. */
export function fakeRewards(
  rewards: Reward[] = [],
): RewardRepository & { [K in keyof RewardRepository]: ReturnType<typeof vi.fn> } {
  return {
    list: vi.fn(async ({ archived }: { archived: boolean }) => rewards.filter((r) => archived || r.active)),
    create: vi.fn(async (input) => aReward({ id: 'rw-new', ...input })),
    change: vi.fn(async (id: string, input) => aReward({ id, ...input })),
    archive: vi.fn(async (id: string) => aReward({ id, active: false })),
  };
}
