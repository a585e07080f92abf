/**
 * The demo store's writes inside a transaction swap whole records and answer how to undo it (see tables.ts), so
 * a transaction that throws leaves no trace. Every write module builds on these two.
 */
export type Undo = () => void;

/** Puts `next` where `key`'s record is, in its list and its index; answers the undo. */
export function swap<T>(rows: T[], index: Map<string, T>, key: string, next: (old: T) => T): Undo {
  const old = index.get(key);
  if (old === undefined) return () => undefined;
  const at = rows.indexOf(old);
  const replacement = next(old);
  rows[at] = replacement;
  index.set(key, replacement);
  return () => {
    rows[at] = old;
    index.set(key, old);
  };
}

/** Sets or deletes one map entry; answers the undo. */
export function put<T>(map: Map<string, T>, key: string, value: T | undefined): Undo {
  const old = map.get(key);
  if (value === undefined) map.delete(key);
  else map.set(key, value);
  return () => (old === undefined ? map.delete(key) : map.set(key, old));
}
