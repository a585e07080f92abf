/**
 * The app's REAL HTTP repositories, pointed at a harness: every contract case goes over the wire protocol
 * of docs/product.md §7 (paths, bodies, answers, error handling), with recording fakes only for toasts and session events.
 */
import type { Infer } from 'superstruct';
import { TokensAnswer } from '../../../../src/adapters/http/answers.schema';
import { createHttpActivity } from '../../../../src/adapters/http/activity.http';
import { createApiClient } from '../../../../src/adapters/http/api-client';
import type { ApiClient } from '../../../../src/adapters/http/api-call';
import { createHttpAdminAuth } from '../../../../src/adapters/http/admin-auth.http';
import { createHttpAdminProfiles } from '../../../../src/adapters/http/admin-profiles.http';
import { createHttpBroadcasts } from '../../../../src/adapters/http/broadcasts.http';
import { createHttpClients } from '../../../../src/adapters/http/clients.http';
import { createHttpEmailConsents } from '../../../../src/adapters/http/email-consents.http';
import { createHttpOverview } from '../../../../src/adapters/http/overview.http';
import { createHttpProgramme } from '../../../../src/adapters/http/programme.http';
import { createHttpSettings } from '../../../../src/adapters/http/settings.http';
import { createHttpSignedInDevices } from '../../../../src/adapters/http/signed-in-devices.http';
import { createHttpTeam } from '../../../../src/adapters/http/team.http';
import { createHttpRewards } from '../../../../src/adapters/http/rewards.http';
import { createHttpApiKeys } from '../../../../src/adapters/http/api-keys.http';
import { createHttpTransactions } from '../../../../src/adapters/http/transactions.http';
import { createHttpVendorRegistration } from '../../../../src/adapters/http/vendor-registration.http';
import { DEMO_ACCOUNT } from '../../../../src/backend/seed/demo-account';
import type { SessionTokens } from '../../../../src/domain/entities';
import { createAnswerRecorder, type AnswerRecorder } from './answer-recorder';
import type { BackendHarness } from './harness';

export interface Connection {
  readonly harness: BackendHarness;
  /** The raw client, for calls made as the wire has them rather than as the app's repositories make them. */
  api: ApiClient;
  /**
   * POST admin/refresh-token as the wire answers it (type and message included), noisy like any call: the
   * app's own `auth.refresh` is silent and keeps only the tokens.
   */
  refresh(refreshToken: string): Promise<Infer<typeof TokensAnswer>>;
  auth: ReturnType<typeof createHttpAdminAuth>;
  profiles: ReturnType<typeof createHttpAdminProfiles>;
  clients: ReturnType<typeof createHttpClients>;
  transactions: ReturnType<typeof createHttpTransactions>;
  broadcasts: ReturnType<typeof createHttpBroadcasts>;
  consents: ReturnType<typeof createHttpEmailConsents>;
  activity: ReturnType<typeof createHttpActivity>;
  overview: ReturnType<typeof createHttpOverview>;
  programme: ReturnType<typeof createHttpProgramme>;
  registration: ReturnType<typeof createHttpVendorRegistration>;
  team: ReturnType<typeof createHttpTeam>;
  rewards: ReturnType<typeof createHttpRewards>;
  settings: ReturnType<typeof createHttpSettings>;
  apiKeys: ReturnType<typeof createHttpApiKeys>;
  devices: ReturnType<typeof createHttpSignedInDevices>;
  toasts: { kind: 'success' | 'error'; message: string }[];
  expiredSessions(): number;
  /** The role each admin call's answer said the caller has (src/contract: ROLE_HEADER), oldest first. */
  rolesSeen: string[];
  /** The token the client sends (null: signed out). */
  session: { token: string | null };
  /** The code last mailed to this address, as a number, the way the code screen sends it. */
  codeFor(email: string): number;
  /** Signs in as the demo admin with the mailed code and keeps the token, like the login flow. */
  signIn(options?: { rememberMe?: boolean }): Promise<SessionTokens>;
  /** The same, as another account (the seeded Admin, an invited admin). */
  signInAs(credentials: { email: string; password: string }, rememberMe?: boolean): Promise<SessionTokens>;
  /** Every answer seen over this connection, kept across cases (checked against the OpenAPI document). */
  answers: AnswerRecorder;
  /** Back to signed out, no toasts (between cases). */
  clear(): void;
}

export function connect(harness: BackendHarness): Connection {
  const session: { token: string | null } = { token: null };
  const toasts: Connection['toasts'] = [];
  let expired = 0;
  const rolesSeen: string[] = [];
  // Made on first use: a server harness knows its address only once started (it listens on a free port).
  let client: ApiClient | null = null;
  const answers = createAnswerRecorder();
  const started = (): ApiClient =>
    (client ??= createApiClient({
      baseUrl: harness.apiBase,
      readToken: () => session.token,
      notifier: {
        success: (message) => toasts.push({ kind: 'success', message }),
        error: (message) => toasts.push({ kind: 'error', message }),
        dismissErrors: () => undefined,
      },
      loading: { begin: () => () => undefined },
      sessionEvents: { raiseExpired: () => (expired += 1), raiseRole: (role) => rolesSeen.push(role) },
      fetch: answers.fetch,
      // The contract judges the backends, not the console's patience: a 100,000-row file judged on a machine
      // running the browser suite beside this one took 39 s (2.8 s alone) against the console's 15 s.
      timeLimitMs: 120_000,
    }));
  const api: ApiClient = { send: (call) => started().send(call) };
  const auth = createHttpAdminAuth(api);
  const codeFor = (email: string): number => Number(harness.mailer.lastCodeFor(email));
  async function signInAs(credentials: { email: string; password: string }, rememberMe = false) {
    const { adminId, attemptId } = await auth.requestLoginCode(credentials);
    const tokens = await auth.verifyLoginCode({
      adminId,
      attemptId,
      otp: codeFor(credentials.email),
      rememberMe,
    });
    session.token = tokens.accessToken;
    return tokens;
  }
  // Each case starts as a console just opened: no client versions remembered from the data of another case.
  let clients = createHttpClients(api);
  return {
    harness,
    api,
    refresh: (refreshToken) =>
      api.send({
        method: 'POST',
        path: 'admin/refresh-token',
        payload: { refreshToken },
        answer: TokensAnswer,
      }),
    auth,
    profiles: createHttpAdminProfiles(api),
    get clients() {
      return clients;
    },
    transactions: createHttpTransactions(api),
    broadcasts: createHttpBroadcasts(api),
    consents: createHttpEmailConsents(api),
    activity: createHttpActivity(api),
    overview: createHttpOverview(api),
    programme: createHttpProgramme(api),
    registration: createHttpVendorRegistration(api),
    team: createHttpTeam(api),
    rewards: createHttpRewards(api),
    settings: createHttpSettings(api),
    apiKeys: createHttpApiKeys(api),
    devices: createHttpSignedInDevices(api),
    toasts,
    expiredSessions: () => expired,
    rolesSeen,
    session,
    codeFor,
    signIn({ rememberMe = false } = {}) {
      return signInAs(DEMO_ACCOUNT, rememberMe);
    },
    signInAs,
    answers,
    clear() {
      clients = createHttpClients(api);
      session.token = null;
      toasts.length = 0;
      rolesSeen.length = 0;
      expired = 0;
    },
  };
}
