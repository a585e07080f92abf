/**
 * The route table's console part: in the console area's chunk. Each page's section names the header's title
 * and the sidebar entry it marks; the sidebar lists the pages marked `sidebar`, in this order.
 */
import { SUPER_ADMIN } from '../../../domain/roles';
import { PATHS } from '../../shared/routes/paths';
import { page, redirect } from './route-entries';
import type { AppRoute, Params } from './route-types';

const param = (params: Params, name: string) => params[name] ?? '';

export const CONSOLE_ROUTES: readonly AppRoute[] = [
  // A decided departure from docs/product.md §2 (docs/architecture.md, "The Overview"): the console opens on the Overview.
  redirect('console', [PATHS.dashboard], PATHS.overview, 'signed-in'),
  page('console', [PATHS.overview], () => import('../../features/overview/OverviewPage'), {
    section: 'Overview',
    sidebar: true,
  }),
  page('console', [PATHS.clients], () => import('../../features/clients/ClientsPage'), {
    section: 'Home',
    sidebar: true,
  }),
  page('console', [`${PATHS.clients}/:clientId`], () => import('../../features/clients/ClientDetailPage'), {
    section: 'Home',
    props: (params) => ({ clientId: param(params, 'clientId') }),
  }),
  page('console', [PATHS.points], () => import('../../features/points/PointsPage'), {
    section: 'Points',
    sidebar: true,
  }),
  page(
    'console',
    [`${PATHS.points}/:transactionId`],
    () => import('../../features/points/TransactionDetailPage'),
    {
      section: 'Points',
      props: (params) => ({ transactionId: param(params, 'transactionId') }),
    },
  ),
  page('console', [PATHS.broadcasts], () => import('../../features/broadcasts/BroadcastsPage'), {
    section: 'Broadcasts',
    sidebar: true,
  }),
  page(
    'console',
    [`${PATHS.broadcasts}/:broadcastId`],
    () => import('../../features/broadcasts/BroadcastDetailPage'),
    {
      section: 'Broadcasts',
      props: (params) => ({ broadcastId: param(params, 'broadcastId') }),
    },
  ),
  page('console', [PATHS.activity], () => import('../../features/activity/ActivityPage'), {
    section: 'Activity',
    sidebar: true,
  }),
  page('console', [PATHS.team], () => import('../../features/team/TeamPage'), {
    section: 'Team',
    sidebar: true,
    role: SUPER_ADMIN,
  }),
  page('console', [PATHS.profile], () => import('../../features/profile/ProfilePage'), {
    section: 'Profile',
  }),
  page('console', [PATHS.devices], () => import('../../features/profile/DevicesPage'), {
    section: 'Profile',
  }),
  // docs/product.md §2: any other path under /app/dashboard goes to the dashboard.
  redirect('console', [`${PATHS.dashboard}/*`], PATHS.dashboard, 'signed-in'),
];
