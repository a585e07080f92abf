/** The backend core: the route table of docs/product.md §7 (and its documented extensions) over the host's ports. */
import { refuse } from './answers';
import { admission } from './authenticate';
import { API_KEY_MESSAGES } from '../domain/api-keys';
import { isKeyShaped } from './rules/api-keys';
import type { Backend } from './backend';
import { ACTIVITY_LIMITS, activityRoutes, type ActivityLimits } from './handlers/activity';
import { apiKeyRoutes } from './handlers/api-keys';
import { broadcastMailRoutes } from './handlers/broadcast-mail';
import { broadcastRoutes } from './handlers/broadcasts';
import { clientChangeRoutes } from './handlers/client-changes';
import { clientRoutes } from './handlers/clients';
import { overviewRoutes } from './handlers/overview';
import { invitationRoutes } from './handlers/invitation';
import { enrolRoutes } from './handlers/enrol';
import { importRoutes } from './handlers/import';
import { passwordResetRoutes } from './handlers/password-reset';
import { pointsRoutes } from './handlers/points';
import { passwordChangeRoutes } from './handlers/password-change';
import { profileRoutes } from './handlers/profile';
import { refreshRoutes } from './handlers/refresh';
import { registrationRoutes } from './handlers/registration';
import { sessionRoutes } from './handlers/sessions';
import { setupRoutes } from './handlers/setup';
import { signInRoutes } from './handlers/sign-in';
import { settingsRoutes } from './handlers/settings';
import { teamRoutes } from './handlers/team';
import { locationRoutes } from './handlers/locations';
import { teamInvitationRoutes } from './handlers/team-invitations';
import { transactionRoutes } from './handlers/transactions';
import { reverseRoutes } from './handlers/reverse';
import { rewardRoutes } from './handlers/rewards';
import { programmeRoutes } from './handlers/programme';
import type { BackendPorts, BackendStore } from './ports';
import { unknownQueryProblem, type CoreRoute } from './routing';
import type { BackendRoute } from './wire';

/** What a host may tune; only tests do, to reach the trail's caps with a handful of entries. */
export interface BackendOptions {
  activity?: Partial<ActivityLimits>;
  /** Wraps the host's store: a test injects a fault midway through a change (an import's all-or-nothing). */
  store?: (store: BackendStore) => BackendStore;
}

export const routeTable = (options: BackendOptions = {}): readonly CoreRoute[] => [
  ...signInRoutes,
  ...refreshRoutes,
  ...sessionRoutes,
  ...passwordChangeRoutes,
  ...teamRoutes,
  ...settingsRoutes,
  ...teamInvitationRoutes,
  ...locationRoutes,
  ...apiKeyRoutes,
  ...invitationRoutes,
  ...passwordResetRoutes,
  ...registrationRoutes,
  ...setupRoutes,
  ...profileRoutes,
  ...clientRoutes,
  ...clientChangeRoutes,
  ...enrolRoutes,
  ...importRoutes,
  ...pointsRoutes,
  ...transactionRoutes,
  ...reverseRoutes,
  ...rewardRoutes,
  ...broadcastRoutes,
  ...broadcastMailRoutes,
  ...activityRoutes({ ...ACTIVITY_LIMITS, ...options.activity }),
  ...overviewRoutes,
  ...programmeRoutes,
];

export const ROUTES = routeTable();

const keyOf = (route: BackendRoute): string => `${route.verb} ${route.path}`;

export function createBackend(ports: BackendPorts, options: BackendOptions = {}): Backend {
  const routes = routeTable(options);
  const used = options.store ? { ...ports, store: options.store(ports.store) } : ports;
  const byKey = new Map(routes.map((route) => [keyOf(route), route]));
  return {
    routes: routes.map(({ verb, path, access, role, body }) => ({
      verb,
      path,
      access,
      ...(role ? { role } : {}),
      ...(body ? { body } : {}),
    })),
    async handle(route, request) {
      const found = byKey.get(keyOf(route));
      if (!found) return refuse(404, `No API route for ${route.verb} ${route.path}.`);
      const unknown = unknownQueryProblem(found, request);
      return unknown ? refuse(400, unknown) : found.run(used, request);
    },
    async admit(route, bearer) {
      const found = byKey.get(keyOf(route));
      if (found?.access !== 'admin' || found.role === undefined) return null;
      // No upload is open to API keys: a key is refused before a byte of its form is read, as in routing.ts.
      if (isKeyShaped(bearer)) return refuse(403, API_KEY_MESSAGES.notAllowed);
      const judged = await admission(used, bearer, found.role, used.clock.now());
      return 'status' in judged ? judged : null;
    },
  };
}
