import type { ActivityRecord, NewActivity } from '../../../src/backend/records';
import { ACTIVITY_SEARCH_FIELDS } from '../../../src/backend/filters/match';
import { activity } from '../../db/schema';
import { searchKeys } from '../keys';

/** Selects an ActivityRecord as it is. */
export const activityColumns = {
  seq: activity.seq,
  at: activity.at,
  adminId: activity.adminId,
  adminName: activity.adminName,
  action: activity.action,
  clientId: activity.clientId,
  clientName: activity.clientName,
  broadcastId: activity.broadcastId,
  broadcastText: activity.broadcastText,
  before: activity.before,
  after: activity.after,
  ip: activity.ip,
};

/** The search keys are the core's own search fields, so the two stores search the same text. */
export const activityRow = (entry: NewActivity): typeof activity.$inferInsert => ({
  ...entry,
  searchKeys: searchKeys(...ACTIVITY_SEARCH_FIELDS({ ...entry, seq: 0 } satisfies ActivityRecord)),
});
