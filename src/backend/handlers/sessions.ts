/**
 * The signed-in admin's sessions (docs/api.md, Sessions): logout ends the call's own session; Signed-in devices
 * lists the live ones and ends one, or every one but the caller's.
 */
import { API } from '../../contract';
import { notFound, ok } from '../answers';
import { deviceSessionWire } from '../wire-shapes';
import { isPlausibleId } from '../input/text';
import type { SessionRecord } from '../records';
import { adminRoute, sessionOf, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { isLive } from '../rules/sessions';

/** What a device row shows: never the refresh token's id. */
const deviceOf = (session: SessionRecord, current: string) =>
  deviceSessionWire({ ...session, current: session.id === current });

const logout = adminRoute(API.logout, async (call) => {
  const { ports, request, actor, now } = call;
  await ports.store.transaction(async (tx) => {
    await tx.deleteSession(actor._id, sessionOf(call).id);
    await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'signout'));
  });
  return ok(API.logout, 'Logged out.');
});

const listSessions = adminRoute(API.listSessions, async (call) => {
  const { ports, actor, now } = call;
  const live = (await ports.store.sessionsOf(actor._id)).filter((s) => isLive(s, actor._id, now));
  return ok(API.listSessions, 'Sessions loaded.', {
    sessions: live.map((s) => deviceOf(s, sessionOf(call).id)),
  });
});

const endSession = adminRoute(API.endSession, async ({ ports, request, actor }) => {
  const id = request.params.id ?? '';
  const ended = isPlausibleId(id) && (await ports.store.transaction((tx) => tx.deleteSession(actor._id, id)));
  return ended ? ok(API.endSession, 'Signed out on that device.') : notFound('Session', id);
});

const endOthers = adminRoute(API.endOtherSessions, async (call) => {
  const { ports, actor } = call;
  await ports.store.transaction((tx) => tx.deleteSessionsOf(actor._id, sessionOf(call).id));
  return ok(API.endOtherSessions, 'Signed out everywhere else.');
});

export const sessionRoutes: CoreRoute[] = [logout, listSessions, endSession, endOthers];
