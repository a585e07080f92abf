/**
 * Where the host meets the backend core's factory: the one line to change when the core lands.
 *
 * The core (src/backend, built on another branch) exports `createBackend(ports): Backend` from backend.ts.
 * Until it is merged this stand-in has no routes, so every /api call answers the JSON 404 of an unknown
 * route. At the merge, replace the function below with:
 *
 *   export { createBackend } from '../src/backend/backend';
 */
import type { Backend } from '../src/backend/backend';
import type { BackendPorts } from '../src/backend/ports';

export function createBackend(_ports: BackendPorts): Backend {
  return {
    routes: [],
    handle: () => Promise.reject(new Error('The backend core is not merged yet: see server/core.ts.')),
  };
}
