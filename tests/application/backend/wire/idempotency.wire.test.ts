/**
 * docs/api.md, "Idempotency keys": a change request may carry an Idempotency-Key. A retry after a lost answer answers the
 * remembered answer and applies nothing again, on every host, also when the retries arrive together.
 */
import { beforeEach, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_MS } from '../../../../src/backend/rules/idempotency';
import { describeEachBackend } from '../support/describe-backends';
import { asRecords, signInOverWire, wireTo, type Reply } from '../support/wire';

const CLIENT = 'LL100003';

describeEachBackend('idempotency keys', (b) => {
  const call = wireTo(b.harness);
  let token: string;
  let adminId: string;
  beforeEach(async () => {
    ({ token, adminId } = await signInOverWire(b.harness));
  });

  const balance = async () =>
    Number((await call('GET', `admin/view-client/${CLIENT}`, { token })).body.points);
  const ledger = async () =>
    asRecords(
      (await call('GET', 'admin/points-transactions', { token, query: { search: CLIENT } })).body
        .transactions,
    );
  const add = (key: string, points = 7): Promise<Reply> =>
    call('POST', `admin/view-client/addpoints/${CLIENT}`, {
      token,
      headers: { 'Idempotency-Key': key },
      body: { points, pointsReason: 'Retried', adminId },
    });

  it('a retried add-points after a lost answer leaves ONE ledger entry and answers the same', async () => {
    const [before, booked] = [await balance(), (await ledger()).length];
    const first = await add('add-7f3c');
    expect(first.status).toBe(200);
    // The answer was lost on the way: the console sends the same request with the same key again.
    expect(await add('add-7f3c')).toEqual(first);
    expect(await add('add-7f3c')).toEqual(first);
    expect([await balance(), (await ledger()).length]).toEqual([before + 7, booked + 1]);
  });

  it('the same key sent by several retries at once applies once; every one answers the same', async () => {
    const [before, booked] = [await balance(), (await ledger()).length];
    const replies = await Promise.all(Array.from({ length: 6 }, () => add('at-once-1')));
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 6 }, () => 200));
    // The same answer (PostgreSQL's jsonb keeps the keys in its own order, which JSON leaves free).
    for (const reply of replies) expect(reply).toEqual(replies[0]);
    expect([await balance(), (await ledger()).length]).toEqual([before + 7, booked + 1]);
  });

  it('a retried enrolment answers the same new client (id, join date) and enrols one; a blocked retry the same', async () => {
    const count = async () =>
      Number(
        (await call('GET', 'retrieve/admin/view-clients', { token, query: { page: '1', limit: '1' } })).body
          .total,
      );
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const enrol = () =>
      call('POST', 'admin/clients', {
        token,
        headers: { 'Idempotency-Key': 'enrol-1' },
        body: {
          name: 'Retried Client',
          email: 'retried.client@example.com',
          location: 'Oakville',
          points: 5,
        },
      });
    const first = await enrol();
    expect(first.status).toBe(201);
    const replay = await enrol();
    expect(replay).toEqual(first);
    // Byte for byte, key order included: the store keeps the first's input in jsonb, which reorders keys.
    expect(JSON.stringify(replay.body)).toBe(JSON.stringify(first.body));
    expect(await count()).toBe(before + 1);
    const block = () =>
      call('PUT', `update/admin/view-client/${CLIENT}/status`, {
        token,
        headers: { 'Idempotency-Key': 'block-1' },
        body: { blockStatus: 'Blocked', blockReason: 'Retried' },
      });
    const blocked = await block();
    expect(blocked.status).toBe(200);
    // Not "already Blocked": the retry answers what the first got.
    expect(await block()).toEqual(blocked);
  });

  it('another change with a used key is refused with 422 and applies nothing', async () => {
    await add('k-1');
    const before = await balance();
    expect(await add('k-1', 8)).toEqual({
      status: 422,
      body: { type: 'error', message: IDEMPOTENCY_MESSAGES.reused },
    });
    const notes = await call('PUT', `admin/view-client/notes/${CLIENT}`, {
      token,
      headers: { 'Idempotency-Key': 'k-1' },
      body: { notes: 'Other call' },
    });
    expect(notes.status).toBe(422);
    expect(await balance()).toBe(before);
  });

  it.each(['', 'a'.repeat(101), 'has space', 'é', 'a,b'])(
    'a malformed key %j is refused with 400 and applies nothing',
    async (key) => {
      const before = await balance();
      expect(await add(key)).toEqual({
        status: 400,
        body: { type: 'error', message: IDEMPOTENCY_MESSAGES.invalid },
      });
      expect(await balance()).toBe(before);
    },
  );

  it('a key is remembered for 24 hours, then it is a new key', async () => {
    const before = await balance();
    await add('daily_1');
    b.harness.advanceClock(IDEMPOTENCY_TTL_MS - 60_000);
    ({ token } = await signInOverWire(b.harness));
    expect((await add('daily_1')).status).toBe(200);
    expect(await balance()).toBe(before + 7);
    b.harness.advanceClock(120_000);
    ({ token } = await signInOverWire(b.harness));
    expect((await add('daily_1')).status).toBe(200);
    expect(await balance()).toBe(before + 14);
  });

  it('without a key, each request is its own change, as before', async () => {
    const before = await balance();
    for (let i = 0; i < 2; i += 1)
      await call('POST', `admin/view-client/addpoints/${CLIENT}`, {
        token,
        body: { points: 1, pointsReason: 'No key', adminId },
      });
    expect(await balance()).toBe(before + 2);
  });
});
