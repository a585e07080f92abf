import { IMAGE_MESSAGES } from '../../../src/domain/image';
import { describe, expect, it, vi } from 'vitest';
import type {
  AdminProfiles,
  BroadcastRepository,
  TransactionRepository,
} from '../../../src/application/ports';
import {
  getBroadcast,
  getClient,
  getTransaction,
  listBroadcasts,
  loadProfile,
  pageClients,
  pageTransactions,
  resendBroadcast,
  sendBroadcast,
  uploadProfileImage,
} from '../../../src/application/use-cases';
import { BROADCAST_FILTERS, CLIENT_FILTERS, POINTS_FILTERS } from '../../../src/domain/filters';
import { fakeClients } from '../../ui/support/client-fakes';

const signal = new AbortController().signal;
const view = { page: 2, size: 25, sort: null };

describe('every read asks the repository afresh, passing filters and the abort signal', () => {
  it('clients', async () => {
    const clients = fakeClients([]);
    await pageClients(clients, CLIENT_FILTERS.empty, view, signal);
    await pageClients(clients, CLIENT_FILTERS.empty, view, signal);
    expect(clients.page).toHaveBeenCalledTimes(2);
    expect(clients.page).toHaveBeenCalledWith(CLIENT_FILTERS.empty, view, signal);
    await getClient(clients, 'CL-9', signal);
    expect(clients.get).toHaveBeenCalledWith('CL-9', signal);
  });

  it('transactions', async () => {
    const transactions: TransactionRepository = {
      list: vi.fn(),
      page: vi.fn(async () => ({ rows: [], total: 0 })),
      export: vi.fn(),
      get: vi.fn(),
      clientPage: vi.fn(),
      reverse: vi.fn(),
    };
    const filters = { ...POINTS_FILTERS.empty, type: 'add' as const };
    await pageTransactions(transactions, filters, view, signal);
    await getTransaction(transactions, 'TX-1', signal);
    expect(transactions.page).toHaveBeenCalledWith(filters, view, signal);
    expect(transactions.get).toHaveBeenCalledWith('TX-1', signal);
  });

  it('profile', async () => {
    const profiles: AdminProfiles = {
      get: vi.fn(),
      uploadImage: vi.fn(async () => undefined),
      changePassword: vi.fn(async () => undefined),
    };
    await loadProfile(profiles, 'admin-7', signal);
    expect(profiles.get).toHaveBeenCalledWith('admin-7', signal);
  });
});

describe('broadcasts', () => {
  const repo = (): BroadcastRepository => ({
    list: vi.fn(async () => ({ rows: [], total: 0, totalCount: 0 })),
    get: vi.fn(),
    delivery: vi.fn(async () => null),
    send: vi.fn(async () => undefined),
    resend: vi.fn(async () => undefined),
  });

  it('lists and reads with filters', async () => {
    const broadcasts = repo();
    await listBroadcasts(broadcasts, BROADCAST_FILTERS.empty, signal);
    await getBroadcast(broadcasts, 'BC-1', signal);
    expect(broadcasts.list).toHaveBeenCalledWith(BROADCAST_FILTERS.empty, signal);
    expect(broadcasts.get).toHaveBeenCalledWith('BC-1', signal);
  });

  it('sends even an empty message (the server decides) with the acting admin', async () => {
    const broadcasts = repo();
    await sendBroadcast(broadcasts, { message: '', adminId: 'admin-7' });
    expect(broadcasts.send).toHaveBeenCalledWith({ message: '', adminId: 'admin-7' }, undefined);
  });

  it('resends by broadcast id with the acting admin', async () => {
    const broadcasts = repo();
    await resendBroadcast(broadcasts, 'BC-1', 'admin-7');
    expect(broadcasts.resend).toHaveBeenCalledWith('BC-1', 'admin-7', undefined);
  });
});

describe('profile photo', () => {
  it('uploads an image and refuses anything else before any request', async () => {
    const profiles: AdminProfiles = {
      get: vi.fn(),
      uploadImage: vi.fn(async () => undefined),
      changePassword: vi.fn(async () => undefined),
    };
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], {
      type: 'image/png',
    });
    expect(await uploadProfileImage(profiles, 'admin-7', png)).toEqual({ ok: true });
    expect(profiles.uploadImage).toHaveBeenCalledWith('admin-7', png);
    const pdf = new Blob(['x'], { type: 'application/pdf' });
    expect(await uploadProfileImage(profiles, 'admin-7', pdf)).toEqual({
      ok: false,
      errors: IMAGE_MESSAGES.notImage,
    });
    expect(profiles.uploadImage).toHaveBeenCalledTimes(1);
  });
});
