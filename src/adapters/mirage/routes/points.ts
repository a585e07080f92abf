/** Adding and redeeming points: the balance and the ledger change together, or not at all. */
import type { ClientRecord, TransactionRecord } from '../db/records';
import type { DemoStore } from '../db/store';
import { checkAdd, checkRedeem } from '../rules/points';
import { fail, notFound, ok } from '../server/answer';
import type { RouteDef } from '../server/context';
import { actingAdminRefusal } from './acting-admin';

type Entry = Pick<
  TransactionRecord,
  'transactionPoints' | 'type' | 'reasonOrService' | 'location' | 'adminUserId' | 'adminName'
>;

function record(store: DemoStore, client: ClientRecord, entry: Entry, nowMs: number): TransactionRecord {
  client.points += entry.type === 'add' ? entry.transactionPoints : -entry.transactionPoints;
  return store.addTransaction((transactionId) => ({
    ...entry,
    transactionId,
    clientId: client.userId,
    clientName: client.name,
    transactionDate: new Date(nowMs).toISOString(),
    totalPoints: client.points,
  }));
}

export const pointsRoutes: RouteDef[] = [
  {
    method: 'post',
    path: 'admin/view-client/addpoints/:id',
    access: 'admin',
    saves: true,
    handle({ params, body, store, actor, nowMs }) {
      const client = store.clientById(params.id ?? '');
      if (!client) return notFound('Client', params.id ?? '');
      const refusal = actingAdminRefusal(body, actor);
      if (refusal) return refusal;
      const checked = checkAdd(body);
      if (!checked.ok) return fail(checked.status, checked.message);
      const { points, reason } = checked.value;
      const entry: Entry = {
        transactionPoints: points,
        type: 'add',
        reasonOrService: reason,
        location: client.location,
        adminUserId: actor._id,
        adminName: actor.name,
      };
      const transaction = record(store, client, entry, nowMs);
      return ok(`${points} points added successfully.`, { transaction });
    },
  },
  {
    method: 'put',
    path: 'admin/view-client/redeempoints/:id',
    access: 'admin',
    saves: true,
    handle({ params, body, store, actor, nowMs }) {
      const client = store.clientById(params.id ?? '');
      if (!client) return notFound('Client', params.id ?? '');
      const refusal = actingAdminRefusal(body, actor);
      if (refusal) return refusal;
      const checked = checkRedeem(body, client.points);
      if (!checked.ok) return fail(checked.status, checked.message);
      const { points, location, service } = checked.value;
      const entry: Entry = {
        transactionPoints: points,
        type: 'redeem',
        reasonOrService: service,
        location,
        adminUserId: actor._id,
        adminName: actor.name,
      };
      const transaction = record(store, client, entry, nowMs);
      return ok(`${points} points redeemed successfully.`, { transaction });
    },
  },
];
