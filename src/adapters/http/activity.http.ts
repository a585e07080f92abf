import { instance, literal, string, type, union, type Infer } from 'superstruct';
import { API } from '../../contract';
import type { ActivityEntrySchema } from '../../contract/shapes';
import { callTo } from './contract-call';
import type { ActivityRepository } from '../../application/ports/activity-repository';
import type { ActivityEntry } from '../../domain/entities';
import type { ActivityFilters } from '../../domain/filters.types';
import type { ApiClient } from './api-call';
import type { QueryPayload } from './query-string';
import { readBody } from './response-body';

export const FileAnswer = type({
  file: instance(Blob),
  fileName: string(),
  truncated: union([literal(true), literal(false)]),
});

const activityQuery = (filters: ActivityFilters): QueryPayload => ({
  fromDate: filters.from,
  toDate: filters.to,
  action: filters.action,
  adminId: filters.adminId.trim(),
  clientId: filters.clientId.trim(),
  search: filters.search.trim(),
});

/** Absent and null both read as null. */
const entryOf = (row: Infer<typeof ActivityEntrySchema>): ActivityEntry => ({
  ...row,
  clientId: row.clientId ?? null,
  clientName: row.clientName ?? null,
  broadcastId: row.broadcastId ?? null,
  broadcastText: row.broadcastText ?? null,
  before: row.before ?? null,
  after: row.after ?? null,
  ip: row.ip ?? null,
});

/** A CSV answer as a file; anything else (a refusal) is read as JSON, so it is handled like any other. */
export async function readCsv(response: Response): Promise<unknown> {
  if (!response.ok || !response.headers.get('Content-Type')?.startsWith('text/csv'))
    return readBody(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return {
    // Our own Blob, not response.blob(): one made by another realm's fetch fails the instance check.
    file: new Blob([await response.arrayBuffer()], { type: 'text/csv;charset=utf-8' }),
    fileName: named?.[1] ?? 'activity.csv',
    truncated: response.headers.get('X-Export-Truncated') === 'true',
  };
}

/** The activity trail: GET admin/activity, its CSV export and the admins its filter offers (extensions to docs/product.md §7, see docs/api.md). */
export function createHttpActivity(api: ApiClient): ActivityRepository {
  return {
    async list(filters, page, signal) {
      const answer = await api.send({
        ...callTo(API.listActivity, {}, { ...activityQuery(filters), page: page.number, limit: page.size }),
        signal,
      });
      const { total, totalExact } = answer;
      return { rows: answer.activity.map(entryOf), total, totalExact };
    },
    export: (filters, signal) =>
      api.send({
        ...callTo(API.exportActivity, {}, activityQuery(filters)),
        read: readCsv,
        answer: FileAnswer,
        signal,
      }),
    async admins(signal) {
      const answer = await api.send({
        ...callTo(API.listActivityAdmins),
        signal,
      });
      return answer.admins.map(({ _id, name }) => ({ id: _id, name }));
    },
  };
}
