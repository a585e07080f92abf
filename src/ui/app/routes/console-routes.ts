/**
 * The route table's console part: in the console area's chunk. Each page's section names the header's title
 * and the sidebar entry it marks; the sidebar lists the pages marked `sidebar`, in this order.
 */
import { SUPER_ADMIN } from '../../../domain/roles';
import { PATHS } from '../../shared/routes/paths';
import { page, redirect } from './route-entries';
import { PATTERNS } from './route-patterns';
import type { AppRoute, Params } from './route-types';

const param = (params: Params, name: string) => params[name] ?? '';

export const CONSOLE_ROUTES: readonly AppRoute[] = [
  // A decided departure from SPEC §2 (README, "The Overview"): the console opens on the Overview.
  redirect('console', PATTERNS.dashboard, PATHS.overview, 'signed-in'),
  page('console', PATTERNS.overview, () => import('../../features/overview/OverviewPage'), {
    section: 'Overview',
    sidebar: true,
  }),
  page('console', PATTERNS.clients, () => import('../../features/clients/ClientsPage'), {
    section: 'Home',
    sidebar: true,
  }),
  page('console', PATTERNS.client, () => import('../../features/clients/ClientDetailPage'), {
    section: 'Home',
    props: (params) => ({ clientId: param(params, 'clientId') }),
  }),
  page('console', PATTERNS.points, () => import('../../features/points/PointsPage'), {
    section: 'Points',
    sidebar: true,
  }),
  page('console', PATTERNS.transaction, () => import('../../features/points/TransactionDetailPage'), {
    section: 'Points',
    props: (params) => ({ transactionId: param(params, 'transactionId') }),
  }),
  page('console', PATTERNS.broadcasts, () => import('../../features/broadcasts/BroadcastsPage'), {
    section: 'Broadcasts',
    sidebar: true,
  }),
  page('console', PATTERNS.broadcast, () => import('../../features/broadcasts/BroadcastDetailPage'), {
    section: 'Broadcasts',
    props: (params) => ({ broadcastId: param(params, 'broadcastId') }),
  }),
  page('console', PATTERNS.activity, () => import('../../features/activity/ActivityPage'), {
    section: 'Activity',
    sidebar: true,
  }),
  page('console', PATTERNS.team, () => import('../../features/team/TeamPage'), {
    section: 'Team',
    sidebar: true,
    role: SUPER_ADMIN,
  }),
  page('console', PATTERNS.profile, () => import('../../features/profile/ProfilePage'), {
    section: 'Profile',
  }),
  page('console', PATTERNS.devices, () => import('../../features/profile/DevicesPage'), {
    section: 'Profile',
  }),
  // SPEC §2: any other path under /app/dashboard goes to the dashboard.
  redirect('console', PATTERNS.dashboardRest, PATHS.dashboard, 'signed-in'),
];
