/**
 * The business's settings (docs/api.md, "The business's settings"): its time zone, read by any admin (the
 * console shows every time in it) and changed by a Super Admin, with a trail entry (docs/product.md §10.31).
 */
import { API } from '../../contract';
import { TIME_ZONE_MESSAGE, timeZoneProblem, zoneName } from '../../domain/business-time';
import { ok, refuse } from '../answers';
import type { Words } from '../input/contract-body';
import { adminRoute, withBody, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { businessZone } from '../rules/business-zone';

const PUT: Words<typeof API.putSettings> = {
  timeZone: { label: 'The time zone', required: TIME_ZONE_MESSAGE },
};

const getSettings = adminRoute(API.getSettings, async ({ ports }) =>
  ok(API.getSettings, 'Settings loaded.', { ...(await ports.store.businessSettings()) }),
);

const putSettings = adminRoute(
  API.putSettings,
  withBody(API.putSettings, PUT, async ({ ports, request, now, actor }, body) => {
    const problem = timeZoneProblem(body.timeZone);
    if (problem) return refuse(400, problem);
    const zone = zoneName(body.timeZone.trim());
    return ports.store.transaction(async (tx) => {
      const before = await businessZone(tx);
      // The same zone again changes nothing and writes nothing.
      if (before === zone) return ok(API.putSettings, 'Settings saved.', { timeZone: zone });
      await tx.putTimeZone(zone);
      const context = { admin: actor, now, ip: request.ip };
      await tx.appendActivity(trailEntry(context, 'settings.zone', { before, after: zone }));
      return ok(API.putSettings, 'Settings saved.', { timeZone: zone });
    });
  }),
);

export const settingsRoutes: CoreRoute[] = [getSettings, putSettings];
