/**
 * The list calls' query strings at the wire (server on PGlite): impossible dates, unknown filters, sizes past
 * the limits and paging past any page are answered 4xx with a JSON message; so is a query too long for
 * the server to read at all (431); and a search is a literal substring, never a pattern.
 */
import { describe, expect, it } from 'vitest';
import type { RawReply } from '../support/raw-http';
import { expectAllRefused, useWireServer } from '../support/wire-server';
import { CALLS, pathOf, titleOf } from './calls';
import { HOSTILE_TEXT } from './values';

/** Values each query parameter must refuse. */
const REFUSED: Record<string, readonly string[]> = {
  search: ['x'.repeat(1001), 'a\u0000b'],
  fromDate: ['2024-02-30', '2026-13-01', 'yesterday', '2026-1-1', "2026-01-01' OR '1'='1"],
  toDate: ['2023-02-29', '0000-00-00', '1e9'],
  blockStatus: ['Deleted', 'Active,Gone', 'x'.repeat(1001)],
  location: ['x'.repeat(1001)],
  type: ['refund', 'add,redeem', "add' --"],
  action: ['points.deleted', 'points.added,drop', "points.added' --", 'x'.repeat(1001)],
  adminId: ['x'.repeat(65), 'a\u0000b'],
  clientId: ['x'.repeat(65), 'a\u0000b'],
  limit: ['0', '-1', '1001', 'abc', '1e3', '9007199254740993', '2.5'],
  page: ['0', '-1', 'abc', '1e3', '9999999', '9007199254740993'],
  sort: ['nope', "name' --", 'x'.repeat(1001)],
  order: ['up', 'asc,desc', "desc' --"],
  zone: ['Mars/Olympus_Mons', 'x'.repeat(65), "UTC' --"],
  archived: ['yes', 'TRUE', '1', "true' --", 'x'.repeat(1001)],
};

const lists = CALLS.filter((call) => call.query);

/** The rows of any JSON list answer: data.users, transactions, broadcasts or activity. */
function rowsOf(answer: unknown): unknown[] {
  const body = (answer ?? {}) as Record<string, unknown>;
  const users = (body.data as { users?: unknown[] } | undefined)?.users;
  return users ?? [body.transactions, body.broadcasts, body.activity].find(Array.isArray) ?? [];
}

describe('bad query strings at the wire (the server on PGlite)', () => {
  const wire = useWireServer();
  const get = (path: string, query: Record<string, string>): Promise<RawReply> =>
    wire().send('GET', `${path}?${new URLSearchParams(query).toString()}`);

  for (const call of lists) {
    it(`${titleOf(call)}: impossible dates, unknown filters, over-long text and paging past any page are refused`, () =>
      expectAllRefused(
        wire(),
        (call.query ?? []).flatMap((name) =>
          (REFUSED[name] ?? []).map(
            (value) => [`${name}=${value.slice(0, 40)}`, () => get(pathOf(call), { [name]: value })] as const,
          ),
        ),
      ));

    it(`${titleOf(call)}: a query past the 16 KB the server reads is a 431 with a JSON message`, async () => {
      const reply = await get(pathOf(call), { search: 'x'.repeat(20_000) });
      expect([reply.status, reply.json]).toEqual([
        431,
        { type: 'error', message: 'The request headers are too large.' },
      ]);
    });

    // The export's file is the list's rows (the contract suite reads it back); the list proves the search. A
    // call without a search (the overview) refuses the parameter as unknown, like any other it does not read.
    if (call.download || !(call.query ?? []).includes('search')) continue;
    it(`${titleOf(call)}: SQL, script and pattern characters are searched for as plain text`, async () => {
      const everything = rowsOf((await get(pathOf(call), {})).json);
      for (const search of [...HOSTILE_TEXT, '%', '_', '\\']) {
        const reply = await get(pathOf(call), { search });
        expect(reply.status, search).toBe(200);
        const rows = rowsOf(reply.json);
        // As a pattern, '%' and '_' would match every row; as text, only rows that hold them.
        expect(rows.length, search).toBeLessThan(everything.length);
        for (const row of rows)
          expect(JSON.stringify(row).toLowerCase(), search).toContain(search.toLowerCase());
      }
    });
  }
});
