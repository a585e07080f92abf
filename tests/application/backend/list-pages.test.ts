/**
 * The client and points lists paged, sorted and searched by the server (docs/product.md §10.18), on every backend:
 * every sortable column both ways over the whole filtered list, ties broken by id, pages that neither repeat
 * nor skip a row, search, and the limits refused with a message.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListView } from '../../../src/application/ports/list-view';
import {
  clientSortValue,
  CLIENT_SORT_KEYS,
  compareListRows,
  LIST_LIMIT_MAX,
  transactionSortValue,
  TRANSACTION_SORT_KEYS,
  type ListSort,
  type SortOrder,
} from '../../../src/domain/list-order';
import { READERS, READING } from '../../fixtures/reading-names';
import { describeEachBackend } from './support/describe-backends';
import { csvFile, goodRows, HEADER } from './support/import-files';
import { NO_CLIENT_FILTERS, NO_POINTS_FILTERS } from './support/refusal';
import { signInOverWire, wireTo } from './support/wire';

const ORDERS: SortOrder[] = ['asc', 'desc'];

/**
 * Checks the order pair by pair, apart from the domain's comparator: each value on or after the one before it
 * in the sort's direction, and where two are equal, their ids in that direction too (no id repeats).
 */
function expectOrdered(values: { value: number | string; id: string }[], order: SortOrder): void {
  const sign = order === 'asc' ? 1 : -1;
  for (let i = 1; i < values.length; i += 1) {
    const [a, b] = [values[i - 1], values[i]];
    if (!a || !b) continue;
    const byValue = a.value === b.value ? 0 : a.value < b.value ? -1 : 1;
    const byId = a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
    expect(sign * byValue, `${a.id} then ${b.id}`).toBeLessThanOrEqual(0);
    if (byValue === 0) expect(sign * byId, `${a.id} then ${b.id}, tied`).toBe(-1);
  }
}
const SIZE = 25;

describeEachBackend('lists paged and sorted by the server', (backend) => {
  beforeEach(() => backend.signIn());
  const clientPage = (view: ListView, search = '') =>
    backend.clients.page({ ...NO_CLIENT_FILTERS, search }, view);
  const ledgerPage = (view: ListView, search = '') =>
    backend.transactions.page({ ...NO_POINTS_FILTERS, search }, view);

  /** Every page, one after another, until the total is reached. */
  async function everyPage<T>(read: (page: number) => Promise<{ rows: T[]; total: number }>) {
    const rows: T[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await read(page);
      rows.push(...answer.rows);
      if (answer.rows.length < SIZE || rows.length >= answer.total) return { rows, total: answer.total };
    }
  }

  describe('clients', () => {
    for (const key of CLIENT_SORT_KEYS)
      for (const order of ORDERS)
        it(`sorted by ${key} ${order} across every page, ties by id, each client once`, async () => {
          const sort: ListSort<typeof key> = { key, order };
          const whole = await backend.clients.list(NO_CLIENT_FILTERS);
          const { rows, total } = await everyPage(async (page) => {
            const answer = await clientPage({ page, size: SIZE, sort });
            return { rows: answer.rows, total: answer.total };
          });
          expect(total).toBe(whole.length);
          const expected = [...whole].sort(compareListRows(sort, clientSortValue, (c) => c.userId));
          expect(rows.map((c) => c.userId)).toEqual(expected.map((c) => c.userId));
          expectOrdered(
            rows.map((c) => ({ value: clientSortValue(c, key), id: c.userId })),
            order,
          );
        });

    it('sorted by points descending, page 1 starts with the largest balance of the whole list', async () => {
      const whole = await backend.clients.list(NO_CLIENT_FILTERS);
      const first = await clientPage({ page: 1, size: 7, sort: { key: 'points', order: 'desc' } });
      expect(first.rows).toHaveLength(7);
      expect(first.rows[0]?.points).toBe(Math.max(...whole.map((c) => c.points)));
    });

    it('without a sort, pages follow the whole list’s order (newest first)', async () => {
      const whole = await backend.clients.list(NO_CLIENT_FILTERS);
      const second = await clientPage({ page: 2, size: 7, sort: null });
      expect(second.rows.map((c) => c.userId)).toEqual(whole.slice(7, 14).map((c) => c.userId));
    });

    it('a search pages the matches only, counted in total', async () => {
      const whole = await backend.clients.list(NO_CLIENT_FILTERS);
      const someone = whole[3];
      if (!someone) throw new Error('seed too small');
      const search = someone.name.slice(1, 4).toLowerCase();
      const matches = await backend.clients.list({ ...NO_CLIENT_FILTERS, search });
      const page = await clientPage({ page: 1, size: 100, sort: { key: 'userId', order: 'asc' } }, search);
      expect(page.total).toBe(matches.length);
      expect(page.rows.map((c) => c.userId)).toEqual(matches.map((c) => c.userId).sort());
      expect(page.rows.map((c) => c.userId)).toContain(someone.userId);
    });

    it('the total follows enrolments, an import and a block, unfiltered and by location or status', async () => {
      const view: ListView = { page: 1, size: 7, sort: null };
      const totals = async () => {
        const whole = await backend.clients.list(NO_CLIENT_FILTERS);
        const counted = async (filters: Partial<typeof NO_CLIENT_FILTERS>) =>
          (await backend.clients.page({ ...NO_CLIENT_FILTERS, ...filters }, view)).total;
        const shown = {
          all: await counted({}),
          oakville: await counted({ location: ['Oakville'] }),
          blocked: await counted({ blockStatus: ['Blocked'] }),
          oakvilleActive: await counted({ location: ['Oakville'], blockStatus: ['Active'] }),
        };
        const oakville = whole.filter((c) => c.location === 'Oakville');
        expect(shown).toEqual({
          all: whole.length,
          oakville: oakville.length,
          blocked: whole.filter((c) => c.blockStatus === 'Blocked').length,
          oakvilleActive: oakville.filter((c) => c.blockStatus === 'Active').length,
        });
        return shown;
      };
      const before = await totals();
      const ana = await backend.clients.enrol({
        name: 'Ana Lima',
        email: 'ana.total@example.com',
        location: 'Oakville',
        points: 0,
        pointsReason: '',
      });
      await backend.clients.importFile(csvFile([HEADER, ...goodRows(3)].join('\n')), { dryRun: false });
      await backend.clients.changeStatus(ana.userId, { blockStatus: 'Blocked', blockReason: 'Fraud check' });
      expect(await totals()).toEqual({
        all: before.all + 4,
        oakville: before.oakville + 4,
        blocked: before.blocked + 1,
        oakvilleActive: before.oakvilleActive + 3,
      });
    });

    it("sorts names as a person reads them: accents and case ignored, Ł among the l's (docs/product.md §10.18)", async () => {
      for (const [i, name] of READERS.entries())
        await backend.clients.enrol({
          name,
          email: `reader${i}@readers.example`,
          location: 'Oakville',
          points: 0,
          pointsReason: '',
        });
      const sorted = async (order: SortOrder) =>
        (await clientPage({ page: 1, size: 7, sort: { key: 'name', order } }, 'readers.example')).rows.map(
          (c) => c.name,
        );
      expect(await sorted('asc')).toEqual(READING);
      expect(await sorted('desc')).toEqual([...READING].reverse());
    });

    it('a page past the last answers no rows and the total', async () => {
      const page = await clientPage({ page: 999, size: 100, sort: null });
      expect(page.rows).toEqual([]);
      expect(page.total).toBeGreaterThan(0);
    });
  });

  describe('points', () => {
    for (const key of TRANSACTION_SORT_KEYS)
      for (const order of ORDERS)
        it(`sorted by ${key} ${order} across every page, ties by id, each row once`, async () => {
          const sort: ListSort<typeof key> = { key, order };
          const whole = await backend.transactions.list(NO_POINTS_FILTERS);
          const { rows, total } = await everyPage(async (page) => {
            const answer = await ledgerPage({ page, size: SIZE * 4, sort });
            return { rows: answer.rows, total: answer.total };
          });
          expect(total).toBe(whole.length);
          const expected = [...whole].sort(
            compareListRows(sort, transactionSortValue, (tx) => tx.transactionId),
          );
          expect(rows.map((tx) => tx.transactionId)).toEqual(expected.map((tx) => tx.transactionId));
          expectOrdered(
            rows.map((tx) => ({ value: transactionSortValue(tx, key), id: tx.transactionId })),
            order,
          );
        });

    it("sorts Client Name as a person reads it: accents and case ignored, Ł among the l's (docs/product.md §10.18)", async () => {
      for (const [i, name] of READERS.entries())
        await backend.clients.enrol({
          name,
          email: `ledger-reader${i}@readers.example`,
          location: 'Oakville',
          points: 10 + i,
          pointsReason: 'Reading club welcome',
        });
      const sorted = async (order: SortOrder) =>
        (
          await ledgerPage({ page: 1, size: 7, sort: { key: 'clientName', order } }, 'reading club welcome')
        ).rows.map((tx) => tx.clientName);
      expect(await sorted('asc')).toEqual(READING);
      expect(await sorted('desc')).toEqual([...READING].reverse());
    });

    it('a search pages the matches only', async () => {
      const matches = await backend.transactions.list({ ...NO_POINTS_FILTERS, search: 'oak' });
      const page = await ledgerPage({ page: 1, size: 100, sort: null }, 'oak');
      expect(page.total).toBe(matches.length);
      expect(page.rows).toEqual(matches.slice(0, 100));
    });
  });
});

describeEachBackend('paged lists refuse a bad page, limit, sort or order', (b) => {
  const call = wireTo(b.harness);
  let token: string;
  beforeEach(async () => {
    ({ token } = await signInOverWire(b.harness));
  });

  for (const path of ['retrieve/admin/view-clients', 'admin/points-transactions'])
    it.each([
      [{ page: '0' }, 'page must be a whole number of at least 1.'],
      [{ page: 'two' }, 'page must be a whole number of at least 1.'],
      [{ limit: '0' }, `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}.`],
      [{ limit: String(LIST_LIMIT_MAX + 1) }, `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}.`],
      [{ sort: 'password' }, expect.stringMatching(/^sort must be one of /)],
      [{ sort: 'location', order: 'up' }, 'order must be asc or desc.'],
    ])(`${path} with %o answers 400 with a message`, async (query, message) => {
      const reply = await call('GET', path, { token, query });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ type: 'error', message });
    });

  it('without page, limit, sort or order the whole list is answered, with no total (docs/product.md §7)', async () => {
    const reply = await call('GET', 'retrieve/admin/view-clients', { token });
    expect(reply.status).toBe(200);
    expect(reply.body).not.toHaveProperty('total');
    const paged = await call('GET', 'retrieve/admin/view-clients', { token, query: { limit: '7' } });
    expect(paged.body).toMatchObject({ total: expect.any(Number) });
    expect((paged.body.data as { users: unknown[] }).users).toHaveLength(7);
  });
});
