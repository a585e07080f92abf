/** Plain fetch against a harness: what goes over the wire, nothing decoded, for the cases about the wire itself. */
import { DEMO_ACCOUNT } from '../../../../src/backend/seed/demo-account';
import type { BackendHarness } from './harness';

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export interface WireOptions {
  body?: unknown;
  token?: string | null;
  query?: Record<string, string>;
  /** Sent as it is instead of `body` (text no JSON.stringify would make, e.g. 20,000 levels deep). */
  raw?: string;
  headers?: Record<string, string>;
}

export type Call = (method: string, path: string, options?: WireOptions) => Promise<Reply>;

/** Any place that serves the API: a harness, or a server process (`{ apiBase: `${url}/api/` }`). */
export function wireTo(harness: Pick<BackendHarness, 'apiBase'>): Call {
  const send = wireWithHeadersTo(harness);
  return async (method, path, options) => {
    const { status, body } = await send(method, path, options);
    return { status, body };
  };
}

/** The same, with the answer's headers (an ETag, say) beside it. */
export function wireWithHeadersTo(
  harness: Pick<BackendHarness, 'apiBase'>,
): (...args: Parameters<Call>) => Promise<Reply & { headers: Headers }> {
  return async (method, path, options = {}) => {
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    Object.assign(headers, options.headers);
    const response = await fetch(`${harness.apiBase}${path}${query}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const body = (await response.json()) as Record<string, unknown>;
    return { status: response.status, body, headers: response.headers };
  };
}

/** Signs in over the wire with the mailed code. */
export async function signInOverWire(
  harness: Pick<BackendHarness, 'apiBase' | 'mailer'>,
  email: string = DEMO_ACCOUNT.email,
  password: string = DEMO_ACCOUNT.password,
): Promise<{ token: string; adminId: string; refreshToken: string }> {
  const call = wireTo(harness);
  const login = await call('POST', 'admin/email-login', { body: { email, password } });
  const adminId = String(login.body.adminId);
  const otp = Number(harness.mailer.lastCodeFor(email));
  const verified = await call('POST', 'admin/verify-email-otp', {
    body: { adminId, attemptId: login.body.attemptId, otp, rememberMe: false },
  });
  if (verified.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(verified.body)}`);
  return {
    token: String(verified.body.accessToken),
    adminId,
    refreshToken: String(verified.body.refreshToken),
  };
}

export const asRecords = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : []) as Record<string, unknown>[];

/** A code that is surely not `code`: the next number, wrapping at 10000. */
export const otherThan = (code: number): number => (code + 1) % 10_000;
