/** Lines of the activity trail: who did what to whom, when and from where, written with the change itself. */
import type { BackendStore } from '../ports';
import type { AccountRecord, ActivityAction, NewActivity } from '../records';

export interface TrailContext {
  /** The admin acting (or signing in). */
  admin: Pick<AccountRecord, '_id' | 'name'>;
  now: number;
  ip: string | null;
}

type Details = Partial<
  Pick<NewActivity, 'clientId' | 'clientName' | 'broadcastId' | 'broadcastText' | 'before' | 'after'>
>;

export const trailEntry = (
  context: TrailContext,
  action: ActivityAction,
  details: Details = {},
): NewActivity => ({
  at: new Date(context.now).toISOString(),
  adminId: context.admin._id,
  adminName: context.admin.name,
  action,
  clientId: details.clientId ?? null,
  clientName: details.clientName ?? null,
  broadcastId: details.broadcastId ?? null,
  broadcastText: details.broadcastText ?? null,
  before: details.before ?? null,
  after: details.after ?? null,
  ip: context.ip,
});

/** An export is a read that carries the data away: who took a copy of which list, when and from where. */
export const recordExport = (
  store: Pick<BackendStore, 'transaction'>,
  context: TrailContext,
  action: Extract<ActivityAction, 'clients.exported' | 'points.exported' | 'activity.exported'>,
): Promise<void> => store.transaction((tx) => tx.appendActivity(trailEntry(context, action)));
