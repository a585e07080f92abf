/** Sending, resending and listing broadcasts. */
import { locationMatching } from '../../domain/location-names';
import { API } from '../../contract';
import { created, notFound, ok, refuse } from '../answers';
import { broadcastDeliveryWire, broadcastWire } from '../wire-shapes';
import { parseBroadcastQuery } from '../filters/queries';
import { BROADCAST_OBJECT_ID_PREFIX, broadcastIdFor, objectIdFor } from '../ids';
import type { Words } from '../input/contract-body';
import type { MailAudience } from '../ports';
import { isPlausibleId } from '../input/text';
import type { BroadcastRecord } from '../records';
import { adminRoute, withBody, type CoreRoute } from '../routing';
import { ACTING_ADMIN_WORDS, actingAdminRefusal } from '../rules/acting-admin';
import { trailEntry } from '../rules/activity';
import { businessZone } from '../rules/business-zone';

export const EMPTY_BROADCAST = 'The broadcast message cannot be empty.';

export const UNKNOWN_LOCATION = 'The location must be one of the business locations, or none for all.';

const SEND: Words<typeof API.sendBroadcast> = {
  message: { label: 'A broadcast', required: EMPTY_BROADCAST },
  adminId: ACTING_ADMIN_WORDS,
  location: { label: 'The location' },
};
const RESEND: Words<typeof API.resendBroadcast> = { adminId: ACTING_ADMIN_WORDS };

const listBroadcasts = adminRoute(API.listBroadcasts, async ({ ports, request }) => {
  const query = parseBroadcastQuery(request.query, await businessZone(ports.store));
  if (!query.ok) return refuse(400, query.message);
  // total: how many match; totalCount: how many exist, so the UI tells "none match" from "none yet".
  const { rows, total, totalCount } = await ports.store.listBroadcasts(query.value);
  return ok(API.listBroadcasts, 'Broadcasts loaded.', {
    broadcasts: rows.map(broadcastWire),
    total,
    totalCount,
  });
});

const getBroadcast = adminRoute(API.getBroadcast, async ({ ports, request }) => {
  const id = request.params.id ?? '';
  const broadcast = isPlausibleId(id) ? await ports.store.broadcastById(id) : null;
  if (!broadcast) return notFound('Broadcast', id);
  const delivery = await ports.store.broadcastDelivery(broadcast.broadcastId);
  return ok(API.getBroadcast, 'Broadcast loaded.', {
    broadcast: broadcastWire(broadcast),
    delivery: broadcastDeliveryWire(delivery),
  });
});

const sendBroadcast = adminRoute(
  API.sendBroadcast,
  withBody(
    API.sendBroadcast,
    SEND,
    async ({ ports, request, now, actor }, { message, adminId, location: asked }) => {
      const acting = actingAdminRefusal(adminId, actor);
      if (acting) return acting;
      // One of the business's locations, archived ones too (their clients may still be mailed): §10.29.
      const named = asked === undefined || asked.trim() === '' ? undefined : asked;
      const found =
        named === undefined ? undefined : locationMatching(await ports.store.listLocations(), named);
      if (named !== undefined && found === undefined) return refuse(400, UNKNOWN_LOCATION);
      const location = found?.name ?? null;
      return ports.store.transaction(async (tx) => {
        const sequence = await tx.nextSequence('broadcast');
        const broadcast: BroadcastRecord = {
          _id: objectIdFor(BROADCAST_OBJECT_ID_PREFIX, sequence),
          broadcastId: broadcastIdFor(sequence),
          bcDateTime: new Date(now).toISOString(),
          opened: 0,
          createdBy: actor.name,
          description: message,
          location,
          resentAt: null,
          resends: 0,
        };
        await tx.insertBroadcast(broadcast);
        // Only queued here, in one statement: the runner mails them (docs/architecture.md, "Broadcast emails").
        await tx.queueBroadcastMail(audienceOf(broadcast, 0));
        const details = { broadcastId: broadcast.broadcastId, broadcastText: message };
        await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'broadcast.sent', details));
        return created(API.sendBroadcast, 'Broadcast sent successfully.', {
          broadcast: broadcastWire(broadcast),
        });
      });
    },
  ),
);

const resendBroadcast = adminRoute(
  API.resendBroadcast,
  withBody(API.resendBroadcast, RESEND, async ({ ports, request, now, actor }, { adminId }) => {
    const id = request.params.id ?? '';
    return ports.store.transaction(async (tx) => {
      const found = isPlausibleId(id) ? await tx.broadcastById(id) : null;
      if (found === null) return notFound('Broadcast', id);
      const acting = actingAdminRefusal(adminId, actor);
      if (acting) return acting;
      // docs/product.md §10.27: the send time stays the first send's; the resend is counted and dated.
      const resends = (found.resends ?? 0) + 1;
      const broadcast = { ...found, resentAt: new Date(now).toISOString(), resends };
      await tx.updateBroadcast(found.broadcastId, { resentAt: broadcast.resentAt, resends });
      await tx.queueBroadcastMail(audienceOf(broadcast, resends));
      const details = { broadcastId: found.broadcastId, broadcastText: found.description };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'broadcast.resent', details));
      return ok(API.resendBroadcast, 'Broadcast resent successfully.', {
        broadcast: broadcastWire(broadcast),
      });
    });
  }),
);

/** Who a round of the broadcast reaches: its location's consenting, Active clients, or every location's. */
const audienceOf = (broadcast: BroadcastRecord, round: number): MailAudience => ({
  broadcastId: broadcast.broadcastId,
  round,
  location: broadcast.location ? broadcast.location.toLowerCase() : null,
});

export const broadcastRoutes: CoreRoute[] = [listBroadcasts, getBroadcast, sendBroadcast, resendBroadcast];
