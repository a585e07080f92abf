/** Plain-fetch helpers for the fake backend's own tests: what arrives on the wire, nothing decoded. */
import { DEMO_CREDENTIALS } from '../../../src/adapters/mirage/demo-credentials';
import { startDemoServer, type DemoServerHandle, type DemoServerOptions } from '../../../src/adapters/mirage';

export const API = '/api/';

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export function startTestServer(options: Partial<DemoServerOptions> = {}): DemoServerHandle {
  return startDemoServer({ apiBase: API, environment: 'test', ...options });
}

export async function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; query?: Record<string, string> } = {},
): Promise<Reply> {
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${API}${path}${query}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function signIn(
  email: string = DEMO_CREDENTIALS.email,
  password: string = DEMO_CREDENTIALS.password,
): Promise<{ token: string; adminId: string }> {
  const login = await call('POST', 'admin/email-login', { body: { email, password } });
  const adminId = String(login.body.adminId);
  const verified = await call('POST', 'admin/verify-email-otp', {
    body: { adminId, attemptId: login.body.attemptId, otp: Number(DEMO_CREDENTIALS.code), rememberMe: false },
  });
  if (verified.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(verified.body)}`);
  return { token: String(verified.body.accessToken), adminId };
}

export const asRecords = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : []) as Record<string, unknown>[];
