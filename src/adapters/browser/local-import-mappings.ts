import type { ImportMappings } from '../../application/ports/import-mappings';

const KEY = 'import-mappings';
/** The most headers remembered: the newest kept, the oldest dropped. */
const KEPT = 20;

type Kept = Record<string, string[]>;

const isKept = (value: unknown): value is Kept =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (entry) => Array.isArray(entry) && entry.every((field) => typeof field === 'string'),
  );

/** A header as a key: its cells as written, so a renamed column is a new file. */
const keyOf = (header: readonly string[]): string => JSON.stringify(header);

/**
 * The import's column mappings in localStorage, by header line (key `import-mappings`). Storage that throws
 * (private mode, quota) or holds something else remembers nothing: the header's own names decide.
 */
export function createLocalImportMappings(storage: Storage = localStorage): ImportMappings {
  const read = (): Kept => {
    try {
      const kept: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
      return isKept(kept) ? kept : {};
    } catch {
      return {};
    }
  };
  return {
    recall(header) {
      const mapping = read()[keyOf(header)];
      return mapping && mapping.length === header.length ? mapping : null;
    },
    keep(header, mapping) {
      const { [keyOf(header)]: _old, ...others } = read();
      const newest = Object.entries(others).slice(-(KEPT - 1));
      try {
        storage.setItem(KEY, JSON.stringify(Object.fromEntries([...newest, [keyOf(header), [...mapping]]])));
      } catch {
        // Not remembered: the next file starts from its header's names.
      }
    },
  };
}
