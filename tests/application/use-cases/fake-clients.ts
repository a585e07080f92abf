import { vi } from 'vitest';
import type { ClientRepository } from '../../../src/application/ports';

/** A client repository whose every method records its calls and succeeds. */
export function fakeClientRepository(overrides: Partial<ClientRepository> = {}): ClientRepository {
  return {
    list: vi.fn(async () => []),
    page: vi.fn(async () => ({ clients: [], total: 0 })),
    export: vi.fn(async () => ({ file: new Blob([]), fileName: 'clients.csv' })),
    get: vi.fn(async (userId: string) => ({
      userId,
      name: 'Maya Chen',
      email: 'maya@example.com',
      joinDate: '2024-01-05T21:05:00Z',
      points: 100,
      location: 'Oakville',
      blockStatus: 'Active' as const,
    })),
    changeStatus: vi.fn(async () => undefined),
    addPoints: vi.fn(async () => undefined),
    redeemPoints: vi.fn(async () => undefined),
    saveNotes: vi.fn(async () => undefined),
    enrol: vi.fn(async (input) => ({
      userId: 'LL100065',
      name: input.name,
      email: input.email,
      joinDate: '2024-01-05T12:00:00Z',
      points: input.points,
      location: input.location,
      blockStatus: 'Active' as const,
    })),
    editDetails: vi.fn(async () => undefined),
    importFile: vi.fn(async (file, { dryRun }) => ({
      fileName: file.name,
      dryRun,
      added: 0,
      skipped: 0,
      refusedCount: 0,
      refused: [],
    })),
    ...overrides,
  };
}
