/**
 * A real server may send docs/product.md §3's optional fields (notes, reason, status log, image) as null; the domain knows
 * them only as absent. The answer schemas let null through for those fields alone (answers.schema.ts), and
 * this drops it, so a null never fails a list nor reaches the UI.
 */
export type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> };

function holdsNull(value: object): boolean {
  for (const field of Object.values(value)) if (field === null) return true;
  return false;
}

export function absentForNull<T extends object>(value: T): WithoutNulls<T> {
  // Most rows hold no null: they pass as they are, so a 10,000-client list is not copied row by row.
  if (!holdsNull(value)) return value as WithoutNulls<T>;
  const kept = Object.entries(value).filter(([, field]) => field !== null);
  // Only null values were left out, which is exactly what the type says.
  return Object.fromEntries(kept) as WithoutNulls<T>;
}
