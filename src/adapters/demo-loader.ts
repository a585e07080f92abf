import type { RequestLog } from './mirage/request-log';
import type { DemoKnobs, DemoServerHandle, DemoSize } from './mirage/types';

declare global {
  /**
   * The fake backend's reset, test knobs and request log, for browser tests. Exists in demo mode only, once
   * started.
   */
  var __loyalloopDemo: { reset(): void; knobs: DemoKnobs; requests: RequestLog } | undefined;
}

export interface DemoLoader {
  /** Starts the fake backend on first call (its own chunk); later calls wait for the same start. */
  ready(): Promise<void>;
  /** Restores the seeded demo data, starting the backend first if needed. */
  reset(): Promise<void>;
}

/** Past this a hand-edited URL would freeze the tab building data; the bench asks for exactly this many. */
export const MAX_DEMO_CLIENTS = 10_000;

/**
 * The demo's one size parameter, read on the page that starts the fake backend: `?demoClients=N` asks for N
 * clients (capped at MAX_DEMO_CLIENTS), and the fake backend scales the rest with them (resolveSize in
 * src/backend/seed/size.ts). Anything but a positive whole number is ignored. (Kept free of imports: this
 * file is in the chunk every sign-in page loads.)
 */
export function demoSizeFrom(search: string): Pick<DemoSize, 'clients'> | undefined {
  const asked = Number(new URLSearchParams(search).get('demoClients') ?? '');
  if (!Number.isInteger(asked) || asked <= 0) return undefined;
  return { clients: Math.min(asked, MAX_DEMO_CLIENTS) };
}

export function createDemoLoader(apiBase: string, size: Partial<DemoSize> | undefined): DemoLoader {
  let started: Promise<DemoServerHandle> | null = null;
  const start = (): Promise<DemoServerHandle> =>
    (started ??= import('./mirage').then(
      ({ startDemoServer }) => {
        const handle = startDemoServer({ apiBase, persist: true, ...(size ? { size } : {}) });
        globalThis.__loyalloopDemo = {
          reset: () => handle.reset(),
          knobs: handle.knobs,
          requests: handle.requests,
        };
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
