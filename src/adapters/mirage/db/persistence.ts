/**
 * Keeps the demo database in localStorage so a reload keeps what the user did. Storage can be missing, full
 * or hold garbage: none of that may break the demo (corrupt → the caller seeds; full → memory only, said once).
 */
import type { DbSnapshot } from './snapshot';
import { readSnapshot } from './snapshot.schema';

export const STORAGE_KEY = 'loyalloop-demo-db';

export interface Persistence {
  load(): DbSnapshot | null;
  save(snapshot: DbSnapshot): void;
  /** Calls back when another tab saved the demo db; returns the unsubscribe. */
  onSavedElsewhere(listener: () => void): () => void;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Some browsers throw on access when storage is disabled.
  }
};

export function createPersistence(warn: (message: string) => void = (m) => console.warn(m)): Persistence {
  let warned = false;
  return {
    load() {
      const raw = storage()?.getItem(STORAGE_KEY);
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        return readSnapshot(parsed);
      } catch {
        return null;
      }
    },
    save(snapshot) {
      try {
        storage()?.setItem(STORAGE_KEY, JSON.stringify(snapshot));
      } catch {
        if (warned) return;
        warned = true;
        warn(
          'LoyalLoop demo: browser storage is full, so demo changes are kept in memory only until the page is reloaded.',
        );
      }
    },
    onSavedElsewhere(listener) {
      if (typeof window === 'undefined') return () => undefined;
      const onStorage = (event: StorageEvent): void => {
        if (event.key === STORAGE_KEY) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** A store that never saves, for benchmark-sized data and when persistence is off. */
export const memoryOnly: Persistence = {
  load: () => null,
  save: () => undefined,
  onSavedElsewhere: () => () => undefined,
};
