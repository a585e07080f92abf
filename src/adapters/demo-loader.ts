import type { DemoKnobs, DemoServerHandle, DemoSize } from './mirage/types';

declare global {
  /** The fake backend's reset and test knobs, for browser tests. Exists in demo mode only, once started. */
  var __loyalloopDemo: { reset(): void; knobs: DemoKnobs } | undefined;
}

export interface DemoLoader {
  /** Starts the fake backend on first call (its own chunk); later calls wait for the same start. */
  ready(): Promise<void>;
  /** Restores the seeded demo data, starting the backend first if needed. */
  reset(): Promise<void>;
}

/** Past this a hand-edited URL would freeze the tab building data; benchmarks use 10,000 at most. */
export const MAX_DEMO_CLIENTS = 10_000;

/**
 * `?demoClients=N` sizes the demo (benchmarks): N clients (at most MAX_DEMO_CLIENTS), 10×N transactions,
 * N/50 broadcasts (at least 20). Anything but a positive whole number is ignored.
 */
export function demoSizeFrom(search: string): Partial<DemoSize> | undefined {
  const asked = Number(new URLSearchParams(search).get('demoClients') ?? '');
  if (!Number.isInteger(asked) || asked <= 0) return undefined;
  const clients = Math.min(asked, MAX_DEMO_CLIENTS);
  return { clients, transactions: clients * 10, broadcasts: Math.max(20, Math.floor(clients / 50)) };
}

export function createDemoLoader(apiBase: string, size: Partial<DemoSize> | undefined): DemoLoader {
  let started: Promise<DemoServerHandle> | null = null;
  const start = (): Promise<DemoServerHandle> =>
    (started ??= import('./mirage').then(
      ({ startDemoServer }) => {
        const handle = startDemoServer({ apiBase, persist: true, ...(size ? { size } : {}) });
        globalThis.__loyalloopDemo = { reset: () => handle.reset(), knobs: handle.knobs };
        return handle;
      },
      (error: unknown) => {
        // A chunk that failed to load (flaky network) may load on the next request.
        started = null;
        throw error;
      },
    ));
  return {
    ready: async () => {
      await start();
    },
    reset: async () => {
      (await start()).reset();
    },
  };
}
