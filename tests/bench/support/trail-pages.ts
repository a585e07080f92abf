/** The Activity call's filtered first page, timed through the in-process server, each answer checked. */
import { performance } from 'node:perf_hooks';
import { DateTime } from 'luxon';
import type { ActivityEntry } from '../../../src/domain/entities';
import { refuseUnless } from './part';
import { median, percentile } from './stats';
import { benchClientId, type TrailServer } from './trail-server';

export interface Timed {
  query: string;
  ms: number;
}

interface Answer {
  activity: ActivityEntry[];
  total: number;
  totalExact: boolean;
}

const day = (daysAgo: number) => DateTime.utc().minus({ days: daysAgo }).toFormat('yyyy-MM-dd');

/** Filters a console user would apply, each with the check that its answer really is filtered. */
function filters(trail: TrailServer) {
  const from = day(10);
  const to = day(3);
  const inDates = (e: ActivityEntry) => e.at.slice(0, 10) >= from && e.at.slice(0, 10) <= to;
  return [
    { query: 'action=points.redeemed', holds: (e: ActivityEntry) => e.action === 'points.redeemed' },
    { query: `clientId=${benchClientId(42)}`, holds: (e: ActivityEntry) => e.clientId === benchClientId(42) },
    { query: `adminId=${trail.adminId}`, holds: (e: ActivityEntry) => e.adminId === trail.adminId },
    { query: `fromDate=${from}&toDate=${to}`, holds: inDates },
    {
      query: `action=client.blocked&fromDate=${from}&toDate=${to}`,
      holds: (e: ActivityEntry) => e.action === 'client.blocked' && inDates(e),
    },
  ];
}

async function get(trail: TrailServer, query: string): Promise<{ ms: number; answer: Answer }> {
  const started = performance.now();
  const response = await trail.server.app.inject({
    method: 'GET',
    url: `/api/admin/activity?${query}`,
    headers: { authorization: `Bearer ${trail.token}` },
  });
  const ms = performance.now() - started;
  refuseUnless(response.statusCode === 200, `GET admin/activity?${query} answered ${response.statusCode}`);
  return { ms, answer: response.json<Answer>() };
}

/** `calls` timings, the filters in turn, after proving the trail's size and each filter's effect. */
export async function measureFirstPages(
  trail: TrailServer,
  entries: number,
  calls: number,
): Promise<Timed[]> {
  const all = await get(trail, 'page=1&limit=7');
  refuseUnless(!all.answer.totalExact, `the trail counts ${all.answer.total} entries, not more than 10,000`);
  const cases = filters(trail);
  for (const { query, holds } of cases) {
    const { answer } = await get(trail, `${query}&page=1&limit=7`);
    refuseUnless(
      answer.activity.length === 7,
      `${query} answered ${answer.activity.length} entries, not a full page`,
    );
    refuseUnless(answer.activity.every(holds), `${query} answered entries it does not match`);
    refuseUnless(answer.total < entries, `${query} did not narrow the trail`);
  }
  const timed: Timed[] = [];
  for (let call = 0; call < calls; call += 1) {
    const { query } = cases[call % cases.length] ?? { query: '' };
    timed.push({ query, ms: (await get(trail, `${query}&page=1&limit=7`)).ms });
  }
  return timed;
}

/** The p95 over every call, and each filter's median for the detail column. */
export function summarise(timed: readonly Timed[]): { value: number; detail: string } {
  const queries = [...new Set(timed.map((t) => t.query))];
  const medians = queries.map((query) => {
    const ms = median(timed.filter((t) => t.query === query).map((t) => t.ms));
    return `${query.split('&')[0]?.split('=')[0]}${query.includes('&') ? '+dates' : ''} ${ms.toFixed(0)}`;
  });
  return {
    value: percentile(
      timed.map((t) => t.ms),
      0.95,
    ),
    detail: `medians (ms): ${medians.join(', ')}`,
  };
}
