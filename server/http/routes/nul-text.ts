/**
 * PostgreSQL text cannot hold U+0000: a query with it fails in the database. The demo would take such text,
 * but no person types it, so the server refuses it up front with a 400 rather than fail with a 500.
 */
import type { BackendRequest } from '../../../src/backend/wire';

export const NUL_REFUSED = 'Text cannot contain the character U+0000.';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}

export function carriesNul(request: BackendRequest, rawQuery: unknown): boolean {
  const { body } = request;
  const bodyText = body.kind === 'json' ? body.value : body.kind === 'form' ? body.fields : null;
  return holdsNul(request.params) || holdsNul(rawQuery) || holdsNul(bodyText);
}
