/** The backend core: the route table of SPEC §7 (and its documented extensions) over the host's ports. */
import { refuse } from './answers';
import type { Backend } from './backend';
import { ACTIVITY_LIMITS, activityRoutes, type ActivityLimits } from './handlers/activity';
import { broadcastRoutes } from './handlers/broadcasts';
import { clientChangeRoutes } from './handlers/client-changes';
import { clientRoutes } from './handlers/clients';
import { overviewRoutes } from './handlers/overview';
import { invitationRoutes } from './handlers/invitation';
import { passwordResetRoutes } from './handlers/password-reset';
import { pointsRoutes } from './handlers/points';
import { profileRoutes } from './handlers/profile';
import { refreshRoutes } from './handlers/refresh';
import { registrationRoutes } from './handlers/registration';
import { sessionRoutes } from './handlers/sessions';
import { signInRoutes } from './handlers/sign-in';
import { teamRoutes } from './handlers/team';
import { transactionRoutes } from './handlers/transactions';
import type { BackendPorts } from './ports';
import { unknownQueryProblem, type CoreRoute } from './routing';
import type { BackendRoute } from './wire';

/** What a host may tune; only tests do, to reach the trail's caps with a handful of entries. */
export interface BackendOptions {
  activity?: Partial<ActivityLimits>;
}

export const routeTable = (options: BackendOptions = {}): readonly CoreRoute[] => [
  ...signInRoutes,
  ...refreshRoutes,
  ...sessionRoutes,
  ...teamRoutes,
  ...invitationRoutes,
  ...passwordResetRoutes,
  ...registrationRoutes,
  ...profileRoutes,
  ...clientRoutes,
  ...clientChangeRoutes,
  ...pointsRoutes,
  ...transactionRoutes,
  ...broadcastRoutes,
  ...activityRoutes({ ...ACTIVITY_LIMITS, ...options.activity }),
  ...overviewRoutes,
];

export const ROUTES = routeTable();

const keyOf = (route: BackendRoute): string => `${route.verb} ${route.path}`;

export function createBackend(ports: BackendPorts, options: BackendOptions = {}): Backend {
  const routes = routeTable(options);
  const byKey = new Map(routes.map((route) => [keyOf(route), route]));
  return {
    routes: routes.map(({ verb, path, access, role }) => ({ verb, path, access, ...(role ? { role } : {}) })),
    async handle(route, request) {
      const found = byKey.get(keyOf(route));
      if (!found) return refuse(404, `No API route for ${route.verb} ${route.path}.`);
      const unknown = unknownQueryProblem(found, request);
      return unknown ? refuse(400, unknown) : found.run(ports, request);
    },
  };
}
