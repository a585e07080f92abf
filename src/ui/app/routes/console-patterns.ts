/** The console's path patterns (see route-patterns.ts). */
import { PATHS } from '../../shared/routes/paths';

export const CONSOLE_PATTERNS = {
  dashboard: [PATHS.dashboard],
  overview: [PATHS.overview],
  clients: [PATHS.clients],
  client: [`${PATHS.clients}/:clientId`],
  points: [PATHS.points],
  transaction: [`${PATHS.points}/:transactionId`],
  broadcasts: [PATHS.broadcasts],
  broadcast: [`${PATHS.broadcasts}/:broadcastId`],
  activity: [PATHS.activity],
  team: [PATHS.team],
  settings: [PATHS.settings],
  profile: [PATHS.profile],
  devices: [PATHS.devices],
  // docs/product.md §2: any other path under /app/dashboard goes to the dashboard, so each is an app path.
  dashboardRest: [`${PATHS.dashboard}/*`],
} as const satisfies Record<string, readonly string[]>;
