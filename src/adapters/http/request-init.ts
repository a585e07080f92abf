import { newAttemptKey } from '../../application/change-attempt';
import type { ApiCall } from './api-call';
import { toQueryString, type QueryPayload } from './query-string';

const withSlash = (base: string): string => (base.endsWith('/') ? base : `${base}/`);

export function buildUrl(
  baseUrl: string,
  call: Pick<ApiCall<unknown>, 'method' | 'path' | 'payload'>,
): string {
  const url = `${withSlash(baseUrl)}${call.path}`;
  if (call.method !== 'GET') return url;
  // GET payloads are always plain filter records (the repositories build them).
  return url + toQueryString(call.payload as QueryPayload | undefined);
}

/** The headers and body of docs/product.md §7: credentials, JSON (or multipart without a content type), bearer token. */
export function buildInit(
  call: Omit<ApiCall<unknown>, 'answer' | 'onUploadProgress' | 'onAnswerText' | 'onTag'>,
  token: string | null,
): RequestInit {
  const headers: Record<string, string> = { Accept: call.accept ?? 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // Every change carries a key, so the server can recognise a retry of it and apply it once.
  if (call.method !== 'GET') headers['Idempotency-Key'] = call.attempt?.key ?? newAttemptKey();
  if (call.ifMatch !== undefined) headers['If-Match'] = call.ifMatch;
  const init: RequestInit = { method: call.method, credentials: 'include', headers };
  if (call.signal) init.signal = call.signal;
  if (call.payload instanceof FormData) {
    // The browser writes the multipart boundary into the content type itself.
    init.body = call.payload;
  } else {
    headers['Content-Type'] = 'application/json';
    if (call.method !== 'GET' && call.payload !== undefined) init.body = JSON.stringify(call.payload);
  }
  return init;
}
