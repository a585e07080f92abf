import { vi } from 'vitest';
import type { ProgrammeRepository } from '../../../src/application/ports/programme-repository';
import type { NextExpiry } from '../../../src/domain/expiry';
import { DEFAULT_PROGRAMME, type Programme } from '../../../src/domain/programme';
import type { BroadcastRepository, TransactionRepository } from '../../../src/application/ports';
import type { Broadcast, BroadcastPage, Transaction } from '../../../src/domain/entities';
import { transactionSortValue } from '../../../src/domain/list-order';
import { aListFile, serverPage } from './server-pages';
import { POINTS_FILTERS } from '../../../src/domain/filters';

/** A points transaction with readable defaults; override what the test is about. */
export const aTransaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  transactionId: 'TX-1001',
  clientId: 'CL-2001',
  clientName: 'Maya Chen',
  transactionDate: '2024-01-05T21:05:00Z',
  totalPoints: 340,
  transactionPoints: 40,
  type: 'add',
  reasonOrService: 'Birthday bonus for a loyal client',
  adminUserId: 'admin-7',
  adminName: 'Ada Admin',
  location: 'Oakville',
  ...overrides,
});

export const aBroadcast = (overrides: Partial<Broadcast> = {}): Broadcast => ({
  _id: 'db-1',
  broadcastId: 'BC-3001',
  bcDateTime: '2024-01-05T21:05:00Z',
  opened: 12,
  createdBy: 'Priya Raman',
  description: 'Double points every Tuesday in January at both locations',
  ...overrides,
});

export const aBroadcastPage = (broadcasts: Broadcast[], totalCount = broadcasts.length): BroadcastPage => ({
  rows: broadcasts,
  total: broadcasts.length,
  totalCount,
});

export function fakeTransactions(
  rows: Transaction[] = [aTransaction()],
  overrides: Partial<TransactionRepository> = {},
) {
  const repo: TransactionRepository = {
    list: vi.fn(async () => rows),
    // The server's page of what `list` answers (a test overriding `list` overrides the pages too).
    page: vi.fn(async (filters, view, signal) => {
      const page = serverPage(
        await repo.list(filters, signal),
        view,
        transactionSortValue,
        (tx) => tx.transactionId,
      );
      return { rows: page.rows, total: page.total };
    }),
    export: vi.fn(async () => aListFile('points-2024-01-05-1200.csv')),
    get: vi.fn(
      async (id: string) => rows.find((tx) => tx.transactionId === id) ?? aTransaction({ transactionId: id }),
    ),
    // The server's page of one client's rows of what `list` answers, newest first.
    clientPage: vi.fn(async (clientId, view, signal) => {
      const mine = (await repo.list(POINTS_FILTERS.empty, signal)).filter((tx) => tx.clientId === clientId);
      const page = serverPage(mine, view, transactionSortValue, (tx) => tx.transactionId);
      return { rows: page.rows, total: page.total };
    }),
    reverse: vi.fn(async (id: string) => {
      const entry = rows.find((tx) => tx.transactionId === id) ?? aTransaction({ transactionId: id });
      const transaction = aTransaction({ transactionId: 'TX9999999', type: 'reversal', reverses: id });
      return { transaction, reversed: { ...entry, reversedBy: transaction.transactionId } };
    }),
    ...overrides,
  };
  return repo;
}

export function fakeBroadcasts(
  page: BroadcastPage = aBroadcastPage([aBroadcast()]),
  overrides: Partial<BroadcastRepository> = {},
) {
  const repo: BroadcastRepository = {
    list: vi.fn(async () => page),
    get: vi.fn(
      async (id: string) => page.rows.find((bc) => bc.broadcastId === id) ?? aBroadcast({ broadcastId: id }),
    ),
    delivery: vi.fn(async () => null),
    send: vi.fn(async () => undefined),
    resend: vi.fn(async () => undefined),
    ...overrides,
  };
  return repo;
}

/** The programme's repository over one programme, and the next expiry every client has (none by default). */
export function fakeProgramme(
  programme: Programme = DEFAULT_PROGRAMME,
  next: NextExpiry | null = null,
): ProgrammeRepository {
  return {
    get: vi.fn(async () => programme),
    save: vi.fn(async (saved: Programme) => saved),
    nextExpiry: vi.fn(async () => next),
  };
}
