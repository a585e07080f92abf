import { vi } from 'vitest';
import type { ClientRepository } from '../../../src/application/ports';
import type { Client } from '../../../src/domain/entities';
import { clientSortValue } from '../../../src/domain/list-order';
import { aListFile, serverPage } from './server-pages';

/** A client with readable defaults; noon UTC so the date reads the same in any test zone. */
export const aClient = (overrides: Partial<Client> = {}): Client => ({
  userId: 'CL-2001',
  name: 'Maya Chen',
  email: 'maya@example.com',
  joinDate: '2024-01-05T12:00:00Z',
  points: 120,
  location: 'Oakville',
  blockStatus: 'Active',
  reason: 'Verified in store by the Oakville front desk team',
  notes: 'Prefers morning visits',
  statusLog: [{ blockStatus: 'Active', reason: 'Verified', createdAt: '2024-01-05T12:05:00Z' }],
  ...overrides,
});

export const manyClients = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    aClient({ userId: `CL-${100 + i}`, name: `Client ${i}`, email: `c${i}@example.com` }),
  );

/** A client repository over `rows` whose every method records its calls and succeeds (`overrides` aside). */
export function fakeClients(
  rows: Client[] = [aClient()],
  overrides: Partial<ClientRepository> = {},
): ClientRepository {
  const repo: ClientRepository = {
    list: vi.fn(async () => rows),
    // The server's page of what `list` answers (a test overriding `list` overrides the pages too).
    page: vi.fn(async (filters, view, signal) => {
      const page = serverPage(await repo.list(filters, signal), view, clientSortValue, (c) => c.userId);
      return { rows: page.rows, total: page.total };
    }),
    export: vi.fn(async () => aListFile('clients-2024-01-05-1200.csv')),
    get: vi.fn(async (id: string) => rows.find((c) => c.userId === id) ?? aClient({ userId: id })),
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
      skippedRows: [],
      refusedCount: 0,
      refused: [],
    })),
    ...overrides,
  };
  return repo;
}
