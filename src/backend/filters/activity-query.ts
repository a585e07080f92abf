/** The Activity list's query and its export's: the same filters, and the list's page. */
import { ACTIVITY_LIMIT_MAX, isActivityAction } from '../../domain/activity';
import { PAGE_SIZE } from '../../domain/constants';
import { bad, good, type Read } from '../input/fields';
import type { ActivityQuery } from '../ports';
import { readId, readLimit, readList, readPageNumber, type Query } from './params';
import { readDaysAndSearch } from './queries';

/** What narrows the trail; the list adds its page, the export reads every page. */
export type ActivityFilter = Pick<
  ActivityQuery,
  'from' | 'to' | 'zone' | 'search' | 'actions' | 'adminId' | 'clientId'
>;

const UNKNOWN_ACTION = 'action must be trail actions such as points.added, comma-joined.';

/** `action` is a comma-joined any-of list (case-insensitive); each must be one of ACTIVITY_ACTIONS. */
export function parseActivityFilter(query: Query, zone: string): Read<ActivityFilter> {
  const base = readDaysAndSearch(query, zone);
  if (!base.ok) return base;
  const listed = readList(query, 'action');
  if (!listed.ok) return listed;
  const actions = listed.value.filter(isActivityAction);
  if (actions.length !== listed.value.length) return bad(UNKNOWN_ACTION);
  const adminId = readId(query, 'adminId');
  if (!adminId.ok) return adminId;
  const clientId = readId(query, 'clientId');
  if (!clientId.ok) return clientId;

  return good({
    ...base.value,
    actions: [...new Set(actions)],
    adminId: adminId.value,
    // Client ids are upper-case (LL100042): upper-casing the filter matches them regardless of case, in both
    // stores alike, and keeps the SQL store's exact match on its index.
    clientId: clientId.value.toUpperCase(),
  });
}

/** `page` from 1 (default 1), `limit` 1–100 (default 7, the console's page). */
export function parseActivityPage(query: Query): Read<ActivityQuery['page']> {
  const number = readPageNumber(query);
  if (!number.ok) return number;
  const size = readLimit(query, ACTIVITY_LIMIT_MAX);
  return size.ok ? good({ number: number.value, size: size.value ?? PAGE_SIZE }) : size;
}

/** Whether anything narrows the trail: an export's file name says so. */
export const isFiltered = (filter: ActivityFilter): boolean =>
  [filter.from, filter.to, filter.search, filter.adminId, filter.clientId].some((v) => v !== '') ||
  filter.actions.length > 0;
