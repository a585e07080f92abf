/** The trail through the core: the list's count cap, and the CSV export as the pieces a host writes out. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { DbSnapshot } from '../../src/adapters/mirage/db/snapshot';
import type { ActivityQuery } from '../../src/backend/ports';
import type { ActivityRecord } from '../../src/backend/records';
import { truncationNotice } from '../../src/backend/rules/activity-export';
import { csvCell } from '../../src/domain/csv';
import { coreUnderTest, json, type CoreUnderTest } from './support/core';

const HEADER =
  'Time (UTC),Time (ISO 8601),Admin,Admin ID,Action,Client ID,Client,Broadcast ID,Broadcast text,Points,Before,After,IP';

const textOf = async (chunks: AsyncIterable<string>): Promise<string> => {
  let text = '';
  for await (const piece of chunks) text += piece;
  return text;
};
const linesOf = (text: string): string[] =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

/** `count` notes entries for client LLX, newer than the whole seed, after the seed's own trail. */
const withNotes =
  (count: number) =>
  (seed: DbSnapshot): DbSnapshot => {
    const base = seed.sequences.activity;
    const notes = Array.from({ length: count }, (_, i): ActivityRecord => ({
      ...{ adminId: 'a', adminName: 'A', clientName: 'X', broadcastId: null, broadcastText: null },
      ...{ before: null, after: null, ip: null, clientId: 'LLX', action: 'client.notes' },
      seq: base + i + 1,
      at: new Date(Date.parse('2026-11-22T00:00:00Z') + i).toISOString(),
    }));
    return {
      ...seed,
      activity: [...seed.activity, ...notes],
      sequences: { ...seed.sequences, activity: base + count },
    };
  };

let core: CoreUnderTest;
let bearer: string;
const start = async (options: Parameters<typeof coreUnderTest>[0] = {}) => {
  core = coreUnderTest(options);
  bearer = await core.signIn();
};
beforeEach(() => start());

describe('the Activity list counts its total only up to the cap', () => {
  it.each([
    [10_000, 10_000, true],
    [10_001, 10_000, false],
  ])('%i matching entries answer total %i, exact: %s', async (count, total, totalExact) => {
    await start({ edit: withNotes(count) });
    const answer = await core.call('GET', 'admin/activity', { bearer, query: { clientId: 'LLX' } });
    expect(answer.body).toMatchObject({ total, totalExact });
    const newest = core.store
      .snapshot()
      .activity.filter((a) => a.clientId === 'LLX')
      .map((a) => a.seq)
      .sort((a, b) => b - a);
    expect((answer.body.activity as ActivityRecord[]).map((a) => a.seq)).toEqual(newest.slice(0, 7));
  });
});

describe('GET admin/activity/export', () => {
  it('answers a CSV download named for its time, with the mark, the header and every entry, newest first', async () => {
    const answer = await core.download('admin/activity/export', { bearer });
    expect(answer.headers).toEqual({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="activity-2026-11-22-1000.csv"',
      'Cache-Control': 'no-store',
      'X-Export-Truncated': 'false',
      // Every admin answer says the caller's role (docs/api.md, Roles).
      'X-Admin-Role': 'Super Admin',
      'Access-Control-Expose-Headers': 'Content-Disposition, X-Export-Truncated, X-Admin-Role',
    });
    const text = await textOf(answer.chunks);
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const trail = core.store.snapshot().activity;
    const lines = linesOf(text);
    expect(lines).toHaveLength(trail.length + 1);
    // The export is on the trail before it is read: its own entry first, then the sign-in.
    expect(lines.slice(1, 3)).toEqual([
      '2026-11-22 10:00:00,2026-11-22T10:00:00.000Z,Avery Morgan,64f1c0ffee0000000000a001,Activity Exported,,,,,,,,',
      '2026-11-22 10:00:00,2026-11-22T10:00:00.000Z,Avery Morgan,64f1c0ffee0000000000a001,Signed In,,,,,,,,',
    ]);
    const times = lines.slice(1).map((line) => line.slice(0, 19));
    expect(times).toEqual([...times].sort().reverse());
  });

  it('writes balances as numbers, text defused and quoted, and names a filtered file so', async () => {
    const notes = '=HYPERLINK("http://evil.example","click"), then more';
    await core.call('PUT', 'admin/view-client/notes/:id', {
      params: { id: 'LL100001' },
      body: json({ notes }),
      bearer,
      ip: '203.0.113.7',
    });
    await core.call('POST', 'admin/view-client/addpoints/:id', {
      params: { id: 'LL100001' },
      body: json({ points: 75, pointsReason: 'Visit' }),
      bearer,
    });
    const answer = await core.download('admin/activity/export', { bearer, query: { clientId: 'LL100001' } });
    expect(answer.headers['Content-Disposition']).toBe(
      'attachment; filename="activity-filtered-2026-11-22-1000.csv"',
    );
    const [, added, changed] = linesOf(await textOf(answer.chunks));
    const balance = core.store.snapshot().clients.find((c) => c.userId === 'LL100001')?.points ?? 0;
    const name = core.store.snapshot().clients.find((c) => c.userId === 'LL100001')?.name;
    expect(added).toBe(
      `2026-11-22 10:00:00,2026-11-22T10:00:00.000Z,Avery Morgan,64f1c0ffee0000000000a001,Points Added,LL100001,${name},,,+75,${balance - 75},${balance},`,
    );
    expect(changed).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), then more",203.0.113.7`);
  });

  it('stops at its row limit, says so in a last line and in a header', async () => {
    await start({ backend: { activity: { exportRows: 5 } } });
    const answer = await core.download('admin/activity/export', { bearer });
    expect(answer.headers['X-Export-Truncated']).toBe('true');
    const lines = linesOf(await textOf(answer.chunks));
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines.at(-1)).toBe(csvCell(truncationNotice(5)));
    expect(truncationNotice(100_000)).toContain('100,000 entries');
  });

  it('at exactly its row limit, is whole and says nothing more', async () => {
    // One more than the trail holds now: the export's own entry.
    const count = core.store.snapshot().activity.length + 1;
    await start({ backend: { activity: { exportRows: count } } });
    const answer = await core.download('admin/activity/export', { bearer });
    expect(answer.headers['X-Export-Truncated']).toBe('false');
    expect(linesOf(await textOf(answer.chunks))).toHaveLength(1 + count);
  });

  it('reads the store a page at a time as the host pulls, each read going on from the last row', async () => {
    const reads: ActivityQuery[] = [];
    await start({
      edit: withNotes(2_500),
      store: (store) => ({
        ...store,
        listActivity: (query) => {
          reads.push(query);
          return store.listActivity(query);
        },
      }),
    });
    const answer = await core.download('admin/activity/export', { bearer, query: { clientId: 'LLX' } });
    expect(reads).toHaveLength(1);
    const pieces: string[] = [];
    for await (const piece of answer.chunks) pieces.push(piece);
    expect(reads.map((r) => [r.page.size, r.countUpTo, r.after?.at ?? null])).toEqual([
      [1000, 100_000, null],
      [1000, 0, '2026-11-22T00:00:01.500Z'],
      [1000, 0, '2026-11-22T00:00:00.500Z'],
    ]);
    expect(pieces).toHaveLength(4);
    expect(linesOf(pieces.join(''))).toHaveLength(1 + 2_500);
  });
});
