/** How much demo data to build. */
export interface SeedSize {
  clients: number;
  transactions: number;
  broadcasts: number;
}

export const DEFAULT_SIZE: SeedSize = { clients: 64, transactions: 320, broadcasts: 24 };
/** When only the client count is given (?demoClients=N), transactions scale with it. */
const TRANSACTIONS_PER_CLIENT = 5;

export function resolveSize(size: Partial<SeedSize> | undefined): SeedSize {
  const clients = Math.max(1, Math.floor(size?.clients ?? DEFAULT_SIZE.clients));
  return {
    clients,
    transactions: Math.max(0, Math.floor(size?.transactions ?? clients * TRANSACTIONS_PER_CLIENT)),
    broadcasts: Math.max(0, Math.floor(size?.broadcasts ?? DEFAULT_SIZE.broadcasts)),
  };
}

/** Benchmark-sized data is never saved in the browser: it would not fit, and it is rebuilt in a blink. */
export const isDefaultSize = (size: SeedSize): boolean =>
  size.clients <= DEFAULT_SIZE.clients &&
  size.transactions <= DEFAULT_SIZE.transactions &&
  size.broadcasts <= DEFAULT_SIZE.broadcasts;
