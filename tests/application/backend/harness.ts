/**
 * The fake backend behind the REAL HTTP adapter: every use-case test here goes over the wire protocol of
 * SPEC §7 (paths, bodies, answers, error handling), with recording fakes only for toasts and session events.
 */
import { createApiClient } from '../../../src/adapters/http/api-client';
import { createHttpAdminAuth } from '../../../src/adapters/http/admin-auth.http';
import { createHttpAdminProfiles } from '../../../src/adapters/http/admin-profiles.http';
import { createHttpBroadcasts } from '../../../src/adapters/http/broadcasts.http';
import { createHttpClients } from '../../../src/adapters/http/clients.http';
import { createHttpTransactions } from '../../../src/adapters/http/transactions.http';
import { createHttpVendorRegistration } from '../../../src/adapters/http/vendor-registration.http';
import { startDemoServer, type DemoServerHandle, type DemoServerOptions } from '../../../src/adapters/mirage';
import { DEMO_CREDENTIALS } from '../../../src/adapters/mirage/demo-credentials';
import { isRequestError, type RequestError } from '../../../src/application/request-error';
import type { SessionTokens } from '../../../src/domain/entities';
import type { BroadcastFilters, ClientFilters, PointsFilters } from '../../../src/domain/filters.types';

export interface Backend {
  server: DemoServerHandle;
  auth: ReturnType<typeof createHttpAdminAuth>;
  profiles: ReturnType<typeof createHttpAdminProfiles>;
  clients: ReturnType<typeof createHttpClients>;
  transactions: ReturnType<typeof createHttpTransactions>;
  broadcasts: ReturnType<typeof createHttpBroadcasts>;
  registration: ReturnType<typeof createHttpVendorRegistration>;
  toasts: { kind: 'success' | 'error'; message: string }[];
  expiredSessions: () => number;
  /** The token the client sends (null: signed out). */
  session: { token: string | null };
  /** Signs in with the demo account and stores the token, like the login flow does. */
  signIn(): Promise<SessionTokens>;
}

export function startBackend(options: Partial<DemoServerOptions> = {}): Backend {
  const server = startDemoServer({ apiBase: '/api/', environment: 'test', ...options });
  const session: { token: string | null } = { token: null };
  const toasts: Backend['toasts'] = [];
  let expired = 0;
  const api = createApiClient({
    baseUrl: '/api/',
    readToken: () => session.token,
    notifier: {
      success: (message) => toasts.push({ kind: 'success', message }),
      error: (message) => toasts.push({ kind: 'error', message }),
    },
    loading: { begin: () => () => undefined },
    sessionEvents: { raiseExpired: () => (expired += 1) },
  });
  const auth = createHttpAdminAuth(api);
  return {
    server,
    auth,
    profiles: createHttpAdminProfiles(api),
    clients: createHttpClients(api),
    transactions: createHttpTransactions(api),
    broadcasts: createHttpBroadcasts(api),
    registration: createHttpVendorRegistration(api),
    toasts,
    expiredSessions: () => expired,
    session,
    async signIn() {
      const { adminId } = await auth.requestLoginCode({
        email: DEMO_CREDENTIALS.email,
        password: DEMO_CREDENTIALS.password,
      });
      const tokens = await auth.verifyLoginCode({
        adminId,
        otp: Number(DEMO_CREDENTIALS.code),
        rememberMe: false,
      });
      session.token = tokens.accessToken;
      return tokens;
    },
  };
}

/** The RequestError a call was refused with (fails the test if it succeeded or threw something else). */
export async function refusal(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    if (isRequestError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to be refused, but it succeeded');
}

export const NO_CLIENT_FILTERS: ClientFilters = {
  from: '',
  to: '',
  location: [],
  blockStatus: [],
  search: '',
};
export const NO_POINTS_FILTERS: PointsFilters = { from: '', to: '', location: [], type: '', search: '' };
export const NO_BROADCAST_FILTERS: BroadcastFilters = { from: '', to: '', search: '' };
