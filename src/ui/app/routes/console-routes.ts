/**
 * The route table's console part: in the console area's chunk. Each page's section names the header's title
 * and the sidebar entry it marks; the sidebar lists the pages marked `sidebar`, in this order.
 */
import { SUPER_ADMIN } from '../../../domain/roles';
import { PATHS } from '../../shared/routes/paths';
import { redirect } from './route-entries';
import { page } from './retryable-pages';
import { CONSOLE_PATTERNS } from './console-patterns';
import type { AppRoute, Params } from './route-types';

const param = (params: Params, name: string) => params[name] ?? '';

export const CONSOLE_ROUTES: readonly AppRoute[] = [
  // A decided departure from docs/product.md §2 (docs/architecture.md, "The Overview"): the console opens on the Overview.
  redirect('console', CONSOLE_PATTERNS.dashboard, PATHS.overview, 'signed-in'),
  page('console', CONSOLE_PATTERNS.overview, () => import('../../features/overview/OverviewPage'), {
    section: 'Overview',
    sidebar: true,
  }),
  page('console', CONSOLE_PATTERNS.clients, () => import('../../features/clients/ClientsPage'), {
    section: 'Home',
    sidebar: true,
  }),
  page('console', CONSOLE_PATTERNS.client, () => import('../../features/clients/ClientDetailPage'), {
    section: 'Home',
    props: (params) => ({ clientId: param(params, 'clientId') }),
  }),
  page('console', CONSOLE_PATTERNS.points, () => import('../../features/points/PointsPage'), {
    section: 'Points',
    sidebar: true,
  }),
  page('console', CONSOLE_PATTERNS.transaction, () => import('../../features/points/TransactionDetailPage'), {
    section: 'Points',
    props: (params) => ({ transactionId: param(params, 'transactionId') }),
  }),
  page('console', CONSOLE_PATTERNS.broadcasts, () => import('../../features/broadcasts/BroadcastsPage'), {
    section: 'Broadcasts',
    sidebar: true,
  }),
  page('console', CONSOLE_PATTERNS.broadcast, () => import('../../features/broadcasts/BroadcastDetailPage'), {
    section: 'Broadcasts',
    props: (params) => ({ broadcastId: param(params, 'broadcastId') }),
  }),
  page('console', CONSOLE_PATTERNS.activity, () => import('../../features/activity/ActivityPage'), {
    section: 'Activity',
    sidebar: true,
  }),
  page('console', CONSOLE_PATTERNS.team, () => import('../../features/team/TeamPage'), {
    section: 'Team',
    sidebar: true,
    role: SUPER_ADMIN,
  }),
  page('console', CONSOLE_PATTERNS.settings, () => import('../../features/settings/settings-page'), {
    section: 'Settings',
    sidebar: true,
    role: SUPER_ADMIN,
  }),
  page('console', CONSOLE_PATTERNS.profile, () => import('../../features/profile/ProfilePage'), {
    section: 'Profile',
  }),
  page('console', CONSOLE_PATTERNS.devices, () => import('../../features/profile/DevicesPage'), {
    section: 'Profile',
  }),
  // docs/product.md §2: any other path under /app/dashboard goes to the dashboard.
  redirect('console', CONSOLE_PATTERNS.dashboardRest, PATHS.dashboard, 'signed-in'),
];
