/** Reading what arrived: JSON bodies, multipart forms, query strings and the bearer token. */
import type { Request } from 'miragejs';

export type Body = Record<string, unknown>;
export type ParsedBody =
  { kind: 'json'; body: Body } | { kind: 'form'; form: FormData } | { kind: 'invalid' };

export function parseBody(request: Request): ParsedBody {
  const raw: unknown = request.requestBody;
  if (typeof FormData !== 'undefined' && raw instanceof FormData) return { kind: 'form', form: raw };
  if (raw === null || raw === undefined || raw === '') return { kind: 'json', body: {} };
  if (typeof raw !== 'string') return { kind: 'invalid' };
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? { kind: 'json', body: parsed as Body }
      : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}

/** A query value as one string ('' when absent); repeated keys are joined like the UI's comma lists. */
export function queryValue(request: Request, name: string): string {
  const value = request.queryParams[name];
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'string' ? value : '';
}

/** Header names keep the case they were sent with (a `Headers` instance arrives lower-cased). */
export function bearerToken(request: Request): string | null {
  const entry = Object.entries(request.requestHeaders ?? {}).find(
    ([name]) => name.toLowerCase() === 'authorization',
  );
  const match = /^Bearer\s+(\S+)$/i.exec(entry?.[1] ?? '');
  return match?.[1] ?? null;
}

export const textField = (body: Body, name: string): string => {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
};
