/**
 * The fake backend's speed (issue 4): start-up with the default demo data, and a filtered client-list call
 * (fetch → Mirage → handler → JSON → parsed answer) at 1k, 10k and 100k clients. Medians of RUNS runs,
 * written to .bench/backend.json for `npm run bench`. Run: npx vitest run --config vitest.bench.config.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { startDemoServer, type DemoServerHandle, type DemoSize } from '../../src/adapters/mirage';
import { median } from './stats';

const RUNS = 15;
const API = '/api/';
const SIZES = [1000, 10_000, 100_000] as const;

async function signIn(): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${API}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<Record<string, string>>);
  const { adminId } = await post('admin/email-login', {
    email: 'admin@loyalloop.demo',
    password: 'Demo@1234',
  });
  return (await post('admin/verify-email-otp', { adminId, otp: 1234 })).accessToken ?? '';
}

async function timeCall(
  token: string,
  query: string,
  path = 'retrieve/admin/view-clients',
): Promise<{ ms: number; rows: number }> {
  const start = performance.now();
  const response = await fetch(`${API}${path}?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data?: { users: unknown[] }; transactions?: unknown[] };
  return { ms: performance.now() - start, rows: (body.data?.users ?? body.transactions ?? []).length };
}

function timeStart(options: { persist: boolean; size?: Partial<DemoSize> }): {
  ms: number;
  server: DemoServerHandle;
} {
  const start = performance.now();
  const server = startDemoServer({ apiBase: API, environment: 'test', ...options });
  return { ms: performance.now() - start, server };
}

it('measures start-up and list calls', async () => {
  const startups: number[] = [];
  const restores: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    localStorage.clear();
    const fresh = timeStart({ persist: true });
    startups.push(fresh.ms);
    await signIn(); // saves the seed, so the next start restores it
    fresh.server.shutdown();
    const restored = timeStart({ persist: true });
    restores.push(restored.ms);
    restored.server.shutdown();
  }

  const transactionsList: Record<string, number> = {};
  const list: Record<string, number> = {};
  const searchList: Record<string, number> = {};
  const seedMs: Record<string, number> = {};
  const rows: Record<string, number> = {};
  for (const clients of SIZES) {
    const { ms, server } = timeStart({
      persist: false,
      size: { clients, transactions: Math.min(clients * 10, 200_000) },
    });
    seedMs[clients] = ms;
    const token = await signIn();
    const filtered: number[] = [];
    const searched: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const call = await timeCall(token, 'location=Oakville&blockStatus=Active&fromDate=2025-01-01');
      filtered.push(call.ms);
      rows[clients] = call.rows;
      searched.push((await timeCall(token, 'search=olivia&location=Mississauga,Oakville')).ms);
    }
    if (clients === 10_000) {
      // The points list at 100,000 transactions: one filter a user would pick, and the unfiltered worst case.
      const ledger: number[] = [];
      for (let run = 0; run < 5; run += 1)
        ledger.push(
          (
            await timeCall(
              token,
              'type=redeem&location=Oakville&fromDate=2026-10-01',
              'admin/points-transactions',
            )
          ).ms,
        );
      transactionsList.filtered = median(ledger);
      transactionsList.unfiltered = (await timeCall(token, '', 'admin/points-transactions')).ms;
    }
    list[clients] = median(filtered);
    searchList[clients] = median(searched);
    server.shutdown();
  }

  const result = {
    startupMs: median(startups),
    /** The very first start in this process, module warm-up included. */
    firstStartupMs: startups[0],
    restoreMs: median(restores),
    list,
    searchList,
    transactionsList,
    rows,
    startWithSizeMs: seedMs,
  };
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/backend.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  expect(result.startupMs).toBeGreaterThan(0);
});
