import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoServerHandle } from '../../../src/adapters/mirage';
import { STORAGE_KEY } from '../../../src/adapters/mirage';
import { call, signIn, startTestServer } from './support';

let server: DemoServerHandle | null = null;
afterEach(() => {
  server?.shutdown();
  vi.restoreAllMocks();
});

const start = (options = {}) => {
  server = startTestServer({ persist: true, ...options });
  return server;
};
const notesOf = async (token: string) =>
  (await call('GET', 'admin/view-client/LL100001', { token })).body.notes;
const saveNotes = (token: string, notes: string) =>
  call('PUT', 'admin/view-client/notes/LL100001', { token, body: { notes } });

describe('demo persistence', () => {
  it('saves after every change and restores it at the next start', async () => {
    start();
    const { token } = await signIn();
    await saveNotes(token, 'Kept across reloads');
    expect(localStorage.getItem(STORAGE_KEY)).toContain('Kept across reloads');
    server?.shutdown();
    start();
    expect(await notesOf(token)).toBe('Kept across reloads');
  });

  it('keeps a save made before clients had phones, reading each client’s phone as none (docs/product.md §10.24)', async () => {
    start();
    const { token } = await signIn();
    await saveNotes(token, 'Saved before phones');
    server?.shutdown();
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as {
      clients: Record<string, unknown>[];
    };
    for (const client of saved.clients) delete client.phone;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    start();
    const client = (await call('GET', 'admin/view-client/LL100001', { token })).body;
    expect(client).toMatchObject({ notes: 'Saved before phones', phone: '' });
  });

  it('keeps a save made before ledger entries named their API key, reading each as an admin’s (docs/product.md §10.26)', async () => {
    start();
    const { token } = await signIn();
    await saveNotes(token, 'Saved before apiKeyId');
    server?.shutdown();
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as {
      transactions: Record<string, unknown>[];
    };
    const [newest] = saved.transactions;
    for (const entry of saved.transactions) delete entry.apiKeyId;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    start();
    expect(await notesOf(token)).toBe('Saved before apiKeyId');
    const id = String(newest?.transactionId);
    const entry = (await call('GET', `admin/points-transactions/${id}`, { token })).body.transaction;
    expect(entry).toMatchObject({ transactionId: id, apiKeyId: null });
  });

  it('restores the seed on reset, and saves that', async () => {
    start();
    const { token } = await signIn();
    const seeded = await notesOf(token);
    await saveNotes(token, 'Changed');
    server?.reset();
    expect(await notesOf(token)).toBe(seeded);
    expect(localStorage.getItem(STORAGE_KEY)).not.toContain('Changed');
  });

  it.each(['{not json', '{"version":1,"clients":"nope"}', '{"version":99}'])(
    'falls back to the seed when the save is %s',
    async (saved) => {
      localStorage.setItem(STORAGE_KEY, saved);
      start();
      const { token } = await signIn();
      expect((await call('GET', 'admin/view-client/LL100001', { token })).status).toBe(200);
    },
  );

  it('keeps working in memory when storage is full, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    start();
    const { token } = await signIn();
    await saveNotes(token, 'first');
    await saveNotes(token, 'second');
    expect(await notesOf(token)).toBe('second');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not save benchmark-sized data, nor load a saved default set into it', async () => {
    start();
    const { token } = await signIn();
    await saveNotes(token, 'Default-size change');
    server?.shutdown();
    start({ size: { clients: 500 } });
    expect(await notesOf(token)).not.toBe('Default-size change');
    await saveNotes(token, 'Big change');
    expect(localStorage.getItem(STORAGE_KEY)).toContain('Default-size change');
  });

  it('does not touch storage when persist is off', async () => {
    start({ persist: false });
    const { token } = await signIn();
    await saveNotes(token, 'Memory only');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('two demo tabs', () => {
  it('takes the other tab’s save, so its next save does not undo that change', async () => {
    start();
    const { token } = await signIn();
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as {
      clients: { userId: string; notes: string }[];
    };
    const client = saved.clients.find((c) => c.userId === 'LL100001');
    if (client) client.notes = 'Written by the other tab';
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(await notesOf(token)).toBe('Written by the other tab');
  });
});
