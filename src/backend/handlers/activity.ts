/**
 * The activity trail, read only (extensions to docs/product.md §7, see docs/api.md): one page of it, newest first,
 * with a total counted exactly up to a cap; and all of it that matches as a CSV file.
 */
import { API } from '../../contract';
import { ACTIVITY_COUNT_CAP, ACTIVITY_EXPORT_MAX_ROWS } from '../../domain/activity';
import { ok, refuse } from '../answers';
import { activityEntryWire } from '../wire-shapes';
import { parseActivityFilter, parseActivityPage } from '../filters/activity-query';
import { adminRoute, type CoreRoute } from '../routing';
import { recordExport } from '../rules/activity';
import { businessZone } from '../rules/business-zone';
import { exportActivity } from '../rules/activity-export';

export interface ActivityLimits {
  /** The total is exact up to this many matches, then reported as this many with `totalExact: false`. */
  countUpTo: number;
  /** The most entries one export carries. */
  exportRows: number;
}

export const ACTIVITY_LIMITS: ActivityLimits = {
  countUpTo: ACTIVITY_COUNT_CAP,
  exportRows: ACTIVITY_EXPORT_MAX_ROWS,
};

/** The admins by name, for the Activity filter's picker: any signed-in admin may read who the admins are. */
const listAdmins = adminRoute(API.listActivityAdmins, async ({ ports }) =>
  ok(API.listActivityAdmins, 'Admins loaded.', {
    admins: (await ports.store.listAdmins())
      .map(({ _id, name }) => ({ _id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)),
  }),
);

export const activityRoutes = (limits: ActivityLimits): CoreRoute[] => [
  listAdmins,
  adminRoute(API.listActivity, async ({ ports, request }) => {
    const filter = parseActivityFilter(request.query, await businessZone(ports.store));
    if (!filter.ok) return refuse(400, filter.message);
    const page = parseActivityPage(request.query);
    if (!page.ok) return refuse(400, page.message);
    const query = { ...filter.value, page: page.value, after: null, countUpTo: limits.countUpTo };
    const { rows, total, totalExact } = await ports.store.listActivity(query);
    return ok(API.listActivity, 'Activity loaded.', {
      activity: rows.map(activityEntryWire),
      total,
      totalExact,
    });
  }),
  adminRoute(API.exportActivity, async ({ ports, request, actor, now }) => {
    const filter = parseActivityFilter(request.query, await businessZone(ports.store));
    if (!filter.ok) return refuse(400, filter.message);
    await recordExport(ports.store, { admin: actor, now, ip: request.ip }, 'activity.exported');
    return exportActivity(ports.store, filter.value, { now, maxRows: limits.exportRows });
  }),
];
