/** How much demo data to build. */
export interface SeedSize {
  clients: number;
  transactions: number;
  broadcasts: number;
}

/** The demo as it starts without a size asked for (small enough to keep in the browser's storage). */
export const DEFAULT_SIZE: SeedSize = { clients: 64, transactions: 320, broadcasts: 24 };

/** The one scale of the data behind a client count: 10,000 clients come with 100,000 transactions. */
export const TRANSACTIONS_PER_CLIENT = 10;
const CLIENTS_PER_BROADCAST = 50;

/** N clients, N × TRANSACTIONS_PER_CLIENT transactions, one broadcast per 50 clients (at least the default's). */
export function sizeForClients(clients: number): SeedSize {
  return {
    clients,
    transactions: clients * TRANSACTIONS_PER_CLIENT,
    broadcasts: Math.max(DEFAULT_SIZE.broadcasts, Math.floor(clients / CLIENTS_PER_BROADCAST)),
  };
}

/** No size: the default demo. A client count alone: scaled by sizeForClients. Explicit counts win. */
export function resolveSize(size: Partial<SeedSize> | undefined): SeedSize {
  const clients = Math.max(1, Math.floor(size?.clients ?? DEFAULT_SIZE.clients));
  const scaled = size?.clients === undefined ? DEFAULT_SIZE : sizeForClients(clients);
  return {
    clients,
    transactions: Math.max(0, Math.floor(size?.transactions ?? scaled.transactions)),
    broadcasts: Math.max(0, Math.floor(size?.broadcasts ?? scaled.broadcasts)),
  };
}

/** Benchmark-sized data is never saved in the browser: it would not fit, and it is rebuilt in a blink. */
export const isDefaultSize = (size: SeedSize): boolean =>
  size.clients <= DEFAULT_SIZE.clients &&
  size.transactions <= DEFAULT_SIZE.transactions &&
  size.broadcasts <= DEFAULT_SIZE.broadcasts;
