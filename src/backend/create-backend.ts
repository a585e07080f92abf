/** The backend core: the route table of SPEC §7 (and its documented extensions) over the host's ports. */
import { refuse } from './answers';
import type { Backend } from './backend';
import { broadcastRoutes } from './handlers/broadcasts';
import { clientChangeRoutes } from './handlers/client-changes';
import { clientRoutes } from './handlers/clients';
import { passwordResetRoutes } from './handlers/password-reset';
import { pointsRoutes } from './handlers/points';
import { profileRoutes } from './handlers/profile';
import { refreshRoutes } from './handlers/refresh';
import { registrationRoutes } from './handlers/registration';
import { signInRoutes } from './handlers/sign-in';
import { transactionRoutes } from './handlers/transactions';
import type { BackendPorts } from './ports';
import type { CoreRoute } from './routing';
import type { BackendRoute } from './wire';

export const ROUTES: readonly CoreRoute[] = [
  ...signInRoutes,
  ...refreshRoutes,
  ...passwordResetRoutes,
  ...registrationRoutes,
  ...profileRoutes,
  ...clientRoutes,
  ...clientChangeRoutes,
  ...pointsRoutes,
  ...transactionRoutes,
  ...broadcastRoutes,
];

const keyOf = (route: BackendRoute): string => `${route.verb} ${route.path}`;

export function createBackend(ports: BackendPorts): Backend {
  const byKey = new Map(ROUTES.map((route) => [keyOf(route), route]));
  return {
    routes: ROUTES.map(({ verb, path, access }) => ({ verb, path, access })),
    async handle(route, request) {
      const found = byKey.get(keyOf(route));
      if (!found) return refuse(404, `No API route for ${route.verb} ${route.path}.`);
      return found.run(ports, request);
    },
  };
}
