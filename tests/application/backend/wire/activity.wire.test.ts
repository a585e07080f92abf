import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../support/describe-backends';
import { asRecords, signInOverWire, wireTo } from '../support/wire';

describeEachBackend('the activity trail on the wire', (b) => {
  const call = wireTo(b.harness);
  let token: string;
  beforeEach(async () => {
    ({ token } = await signInOverWire(b.harness));
  });

  const exportOf = (query: string, bearer: string | null = token) =>
    fetch(`${b.harness.apiBase}admin/activity/export${query}`, {
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    });

  it('answers type, message, a page of entries each with seq, total and totalExact', async () => {
    const reply = await call('GET', 'admin/activity', { token, query: { limit: '3', page: '2' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      type: 'success',
      message: expect.any(String),
      total: expect.any(Number),
      totalExact: true,
    });
    const entries = asRecords(reply.body.activity);
    expect(entries).toHaveLength(3);
    for (const entry of entries)
      expect(Object.keys(entry).sort()).toEqual(
        [
          'seq',
          'at',
          'adminId',
          'adminName',
          'action',
          'clientId',
          'clientName',
          'broadcastId',
          'broadcastText',
          'before',
          'after',
          'ip',
        ].sort(),
      );
  });

  it.each([
    [{ limit: '101' }, 'limit'],
    [{ page: '0' }, 'page'],
    [{ action: 'points.added,gift' }, 'action'],
    [{ toDate: '2023-02-29' }, 'toDate'],
  ])('refuses %j with 400 and a message', async (query, word) => {
    const reply = await call('GET', 'admin/activity', { token, query });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ type: 'error', message: expect.stringContaining(word) });
  });

  it('is for admins only: without a token both calls answer 401', async () => {
    expect((await call('GET', 'admin/activity')).status).toBe(401);
    expect((await exportOf('', null)).status).toBe(401);
  });

  it('exports as a UTF-8 CSV attachment that starts with the byte-order mark', async () => {
    const response = await exportOf('?action=signin.succeeded');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="activity-filtered-\d{4}-\d{2}-\d{2}-\d{4}\.csv"$/,
    );
    expect(response.headers.get('X-Export-Truncated')).toBe('false');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3, 14))).toBe('Time (UTC),');
  });

  it('refuses a bad export filter with 400 and a JSON message', async () => {
    const response = await exportOf('?clientId=' + 'L'.repeat(65));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ type: 'error', message: expect.stringContaining('clientId') });
  });
});
