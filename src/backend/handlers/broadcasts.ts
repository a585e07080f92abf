/** Sending, resending and listing broadcasts. */
import { API } from '../../contract';
import { BROADCAST_MAX } from '../../domain/constants';
import { created, notFound, ok, refuse } from '../answers';
import { parseBroadcastQuery } from '../filters/queries';
import { BROADCAST_OBJECT_ID_PREFIX, broadcastIdFor, objectIdFor } from '../ids';
import { text } from '../input/fields';
import { isPlausibleId } from '../input/text';
import type { BroadcastRecord } from '../records';
import { adminRoute, withJson, type CoreRoute } from '../routing';
import { actingAdminField, actingAdminRefusal } from '../rules/acting-admin';
import { trailEntry } from '../rules/activity';
import { businessZone } from '../rules/business-zone';

export const EMPTY_BROADCAST = 'The broadcast message cannot be empty.';

const SEND = {
  message: text({ label: 'A broadcast', max: BROADCAST_MAX, required: EMPTY_BROADCAST }),
  adminId: actingAdminField,
};
const RESEND = { adminId: actingAdminField };

const listBroadcasts = adminRoute(API.listBroadcasts, async ({ ports, request }) => {
  const query = parseBroadcastQuery(request.query, await businessZone(ports.store));
  if (!query.ok) return refuse(400, query.message);
  // total: how many match; totalCount: how many exist, so the UI tells "none match" from "none yet".
  const { rows, total, totalCount } = await ports.store.listBroadcasts(query.value);
  return ok('Broadcasts loaded.', { broadcasts: rows, total, totalCount });
});

const getBroadcast = adminRoute(API.getBroadcast, async ({ ports, request }) => {
  const id = request.params.id ?? '';
  const broadcast = isPlausibleId(id) ? await ports.store.broadcastById(id) : null;
  return broadcast ? ok('Broadcast loaded.', { broadcast }) : notFound('Broadcast', id);
});

const sendBroadcast = adminRoute(
  API.sendBroadcast,
  withJson(SEND, async ({ ports, request, now, actor }, { message, adminId }) => {
    const acting = actingAdminRefusal(adminId, actor);
    if (acting) return acting;
    return ports.store.transaction(async (tx) => {
      const sequence = await tx.nextSequence('broadcast');
      const broadcast: BroadcastRecord = {
        _id: objectIdFor(BROADCAST_OBJECT_ID_PREFIX, sequence),
        broadcastId: broadcastIdFor(sequence),
        bcDateTime: new Date(now).toISOString(),
        opened: 0,
        createdBy: actor.name,
        description: message,
      };
      await tx.insertBroadcast(broadcast);
      const details = { broadcastId: broadcast.broadcastId, broadcastText: message };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'broadcast.sent', details));
      return created('Broadcast sent successfully.', { broadcast });
    });
  }),
);

const resendBroadcast = adminRoute(
  API.resendBroadcast,
  withJson(RESEND, async ({ ports, request, now, actor }, { adminId }) => {
    const id = request.params.id ?? '';
    return ports.store.transaction(async (tx) => {
      const found = isPlausibleId(id) ? await tx.broadcastById(id) : null;
      if (found === null) return notFound('Broadcast', id);
      const acting = actingAdminRefusal(adminId, actor);
      if (acting) return acting;
      const broadcast = { ...found, bcDateTime: new Date(now).toISOString() };
      await tx.updateBroadcast(found.broadcastId, { bcDateTime: broadcast.bcDateTime });
      const details = { broadcastId: found.broadcastId, broadcastText: found.description };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'broadcast.resent', details));
      return ok('Broadcast resent successfully.', { broadcast });
    });
  }),
);

export const broadcastRoutes: CoreRoute[] = [listBroadcasts, getBroadcast, sendBroadcast, resendBroadcast];
