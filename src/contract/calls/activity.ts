/** The activity trail, read only, and the Overview (docs/api.md). */
import { answers, NO_BODY, type Call } from '../call';
import { ActivityEntrySchema, OverviewSchema } from '../shapes';
import { either, exactly, fields, listOf, num, text } from '../schema';
import { query } from '../fields';
import { ACTIVITY_PAGE, DAYS, DAYS_AND_SEARCH, LOCATION } from './queries';

const ACTIVITY_FILTER = {
  ...DAYS_AND_SEARCH,
  action: query.list(),
  adminId: query.text(),
  clientId: query.text(),
} as const;

export const listActivityAdmins = {
  name: 'listActivityAdmins',
  verb: 'GET',
  path: 'admin/activity/admins',
  caller: 'admin',
  request: NO_BODY,
  answer: answers(fields({ admins: listOf(fields({ _id: text(), name: text() })) })),
} as const satisfies Call;

export const listActivity = {
  name: 'listActivity',
  verb: 'GET',
  path: 'admin/activity',
  caller: 'admin',
  query: { ...ACTIVITY_FILTER, ...ACTIVITY_PAGE },
  request: NO_BODY,
  answer: answers(
    fields({
      activity: listOf(ActivityEntrySchema),
      total: num(),
      totalExact: either(exactly(true), exactly(false)),
    }),
  ),
} as const satisfies Call;

export const exportActivity = {
  name: 'exportActivity',
  verb: 'GET',
  path: 'admin/activity/export',
  caller: 'admin',
  query: ACTIVITY_FILTER,
  request: NO_BODY,
  answer: { kind: 'file', mediaType: 'text/csv', description: 'The trail as CSV, UTF-8.' },
} as const satisfies Call;

export const getOverview = {
  name: 'getOverview',
  verb: 'GET',
  path: 'admin/overview',
  caller: 'admin',
  query: { ...DAYS, ...LOCATION },
  request: NO_BODY,
  answer: answers(fields({ overview: OverviewSchema })),
} as const satisfies Call;
