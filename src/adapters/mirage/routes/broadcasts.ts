/** Sending, resending and listing broadcasts. */
import type { BroadcastRecord } from '../db/records';
import { inDayRange, readDayRange, searchTerm, searcher } from '../rules/filters';
import { created, fail, notFound, ok } from '../server/answer';
import type { RouteDef } from '../server/context';
import { textField } from '../server/request';
import { actingAdminRefusal } from './acting-admin';

export const EMPTY_BROADCAST = 'The broadcast message cannot be empty.';
const MAX_MESSAGE = 1000;
const matchesSearch = searcher<BroadcastRecord>((b) => [b.broadcastId, b._id, b.description]);

/** Optional server-side paging (?page=1&limit=7); without it the whole match is answered. */
function pageOf<T>(rows: T[], query: (name: string) => string): T[] {
  const limit = Number.parseInt(query('limit'), 10);
  if (!Number.isInteger(limit) || limit < 1) return rows;
  const page = Math.max(1, Number.parseInt(query('page'), 10) || 1);
  return rows.slice((page - 1) * limit, page * limit);
}

export const broadcastRoutes: RouteDef[] = [
  {
    method: 'get',
    path: 'admin/broadcasts',
    access: 'admin',
    handle({ query, store }) {
      const range = readDayRange(query);
      if ('invalid' in range) return fail(400, `${range.invalid} must be a date like 2026-01-31.`);
      const search = searchTerm(query);
      const all = store.data.broadcasts;
      const matching = all.filter((b) => inDayRange(b.bcDateTime, range) && matchesSearch(b, search));
      // total: how many match; totalCount: how many exist, so the UI tells "none match" from "none yet".
      return ok('Broadcasts loaded.', {
        broadcasts: pageOf(matching, query),
        total: matching.length,
        totalCount: all.length,
      });
    },
  },
  {
    method: 'get',
    path: 'admin/broadcast/:id',
    access: 'admin',
    handle({ params, store }) {
      const broadcast = store.broadcastById(params.id ?? '');
      return broadcast ? ok('Broadcast loaded.', { broadcast }) : notFound('Broadcast', params.id ?? '');
    },
  },
  {
    method: 'post',
    path: 'admin/broadcast',
    access: 'admin',
    saves: true,
    handle({ body, store, actor, nowMs }) {
      const refusal = actingAdminRefusal(body, actor);
      if (refusal) return refusal;
      const message = textField(body, 'message');
      if (message === '') return fail(400, EMPTY_BROADCAST);
      if (message.length > MAX_MESSAGE)
        return fail(400, `A broadcast can be at most ${MAX_MESSAGE} characters.`);
      const broadcast = store.addBroadcast((ids) => ({
        ...ids,
        bcDateTime: new Date(nowMs).toISOString(),
        opened: 0,
        createdBy: actor.name,
        description: message,
      }));
      return created('Broadcast sent successfully.', { broadcast });
    },
  },
  {
    method: 'post',
    path: 'admin/broadcast/resend/:id',
    access: 'admin',
    saves: true,
    handle({ params, body, store, actor, nowMs }) {
      const broadcast = store.broadcastById(params.id ?? '');
      if (!broadcast) return notFound('Broadcast', params.id ?? '');
      const refusal = actingAdminRefusal(body, actor);
      if (refusal) return refusal;
      broadcast.bcDateTime = new Date(nowMs).toISOString();
      store.moveBroadcastToFront(broadcast);
      return ok('Broadcast resent successfully.', { broadcast });
    },
  },
];
