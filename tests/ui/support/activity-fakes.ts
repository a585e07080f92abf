import { vi } from 'vitest';
import type { ActivityRepository } from '../../../src/application/ports/activity-repository';
import type { ActivityEntry, ActivityPage } from '../../../src/domain/entities';

export const anEntry = (overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  seq: 1,
  at: '2024-01-05T21:05:00.000Z',
  adminId: '64f1c0ffee0000000000a001',
  adminName: 'Avery Morgan',
  action: 'points.added',
  clientId: 'LL100001',
  clientName: 'Ana Lima',
  broadcastId: null,
  broadcastText: null,
  before: '120',
  after: '195',
  ip: null,
  ...overrides,
});

export const anActivityPage = (
  entries: ActivityEntry[],
  total = entries.length,
  totalExact = true,
): ActivityPage => ({
  rows: entries,
  total,
  totalExact,
});

/** The admins the Admin picker offers, by name. */
export const ADMINS = [
  { id: '64f1c0ffee0000000000a001', name: 'Avery Morgan' },
  { id: '64f1c0ffee0000000000a002', name: 'Jordan Lee' },
];

/** The trail's repository: `list` answers the page given, `export` a small file, `admins` two admins. */
export function fakeActivity(
  page: ActivityPage = anActivityPage([]),
  overrides: Partial<ActivityRepository> = {},
) {
  const repo: ActivityRepository = {
    list: vi.fn(async () => page),
    export: vi.fn(async () => ({
      file: new Blob(['\uFEFFTime (UTC)\r\n'], { type: 'text/csv' }),
      fileName: 'activity-2026-11-23-1530.csv',
      truncated: false,
    })),
    admins: vi.fn(async () => ADMINS),
    ...overrides,
  };
  return repo;
}
