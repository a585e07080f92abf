/**
 * A client's version on the wire (docs/api.md, "Edits and versions"; docs/product.md §10): GET one client
 * answers an ETag, a change with a stale If-Match is refused 409 naming what changed and writes nothing, a
 * fresh one is done and answers the new ETag, a change without one is made as before, and a save that
 * changes nothing writes nothing.
 */
import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../support/describe-backends';
import { NO_ACTIVITY_FILTERS } from '../support/refusal';
import { signInOverWire, wireWithHeadersTo } from '../support/wire';

const ID = 'LL100011';
const DETAILS = 'admin/view-client/LL100011';
const NOTES = 'admin/view-client/notes/LL100011';
const STATUS = 'update/admin/view-client/LL100011/status';

const tagOf = (reply: { headers: Headers }): string => reply.headers.get('etag') ?? '';

describeEachBackend('a client’s version (ETag and If-Match)', (b) => {
  const call = wireWithHeadersTo(b.harness);
  let token: string;
  let adminId: string;
  beforeEach(async () => {
    ({ token } = await signInOverWire(b.harness));
    ({ adminId } = await b.signIn());
  });

  const read = async () => {
    const reply = await call('GET', DETAILS, { token });
    expect(reply.status).toBe(200);
    return { client: reply.body, tag: tagOf(reply) };
  };
  /** The newest trail entry about the client: a change writes a newer one. */
  const trail = async () =>
    (await b.activity.list({ ...NO_ACTIVITY_FILTERS, clientId: ID }, { number: 1 })).rows[0]?.seq;
  const detailsOf = (client: Record<string, unknown>, change: Record<string, string> = {}) => ({
    name: client.name,
    email: client.email,
    location: client.location,
    ...change,
  });

  it('GET one client answers a quoted ETag, the same until an edit changes the client', async () => {
    const first = await read();
    expect(first.tag).toMatch(/^"[0-9a-f-]+"$/);
    expect((await read()).tag).toBe(first.tag);
    await call('PUT', NOTES, { token, body: { notes: 'a new note' } });
    expect((await read()).tag).not.toBe(first.tag);
  });

  it('a points change leaves the ETag as it was: a colleague’s points never fail an edit', async () => {
    const { tag } = await read();
    await b.clients.addPoints(ID, { points: 5, pointsReason: 'Purchase', adminId });
    expect((await read()).tag).toBe(tag);
  });

  it('a stale If-Match is refused 409 naming what changed since, and nothing is written', async () => {
    const { client, tag } = await read();
    const colleague = await call('PUT', NOTES, { token, body: { notes: 'the colleague’s note' } });
    expect(colleague.status).toBe(200);
    const entries = await trail();
    const edit = await call('PUT', DETAILS, {
      token,
      body: detailsOf(client, { email: 'stale.edit@example.com' }),
      headers: { 'If-Match': tag },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toContain('the notes');
    expect(edit.body.changed).toEqual(['notes']);
    const notes = await call('PUT', NOTES, { token, body: { notes: 'mine' }, headers: { 'If-Match': tag } });
    expect(notes.status).toBe(409);
    const block = await call('PUT', STATUS, {
      token,
      body: { blockStatus: client.blockStatus === 'Blocked' ? 'Active' : 'Blocked', blockReason: 'Fraud' },
      headers: { 'If-Match': tag },
    });
    expect(block.status).toBe(409);
    const after = (await read()).client;
    expect(after.email).toBe(client.email);
    expect(after.notes).toBe('the colleague’s note');
    expect(after.blockStatus).toBe(client.blockStatus);
    expect(await trail()).toBe(entries);
  });

  it('a fresh If-Match is done and answers the new ETag, which the next change may send', async () => {
    const { client, tag } = await read();
    const edit = await call('PUT', DETAILS, {
      token,
      body: detailsOf(client, { email: 'fresh.edit@example.com' }),
      headers: { 'If-Match': tag },
    });
    expect(edit.status).toBe(200);
    const next = tagOf(edit);
    expect(next).not.toBe(tag);
    expect((await read()).tag).toBe(next);
    const notes = await call('PUT', NOTES, {
      token,
      body: { notes: 'then this' },
      headers: { 'If-Match': next },
    });
    expect(notes.status).toBe(200);
    const block = await call('PUT', STATUS, {
      token,
      body: { blockStatus: client.blockStatus === 'Blocked' ? 'Active' : 'Blocked', blockReason: 'Fraud' },
      headers: { 'If-Match': tagOf(notes) },
    });
    expect(block.status).toBe(200);
    expect((await read()).tag).toBe(tagOf(block));
  });

  it('two saves at once on one version: one is made, the other refused 409 (checked and written as one)', async () => {
    const { tag } = await read();
    const save = (notes: string) =>
      call('PUT', NOTES, { token, body: { notes }, headers: { 'If-Match': tag } });
    const replies = await Promise.all([save('first at once'), save('second at once')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const made = replies.findIndex((r) => r.status === 200);
    expect((await read()).client.notes).toBe(made === 0 ? 'first at once' : 'second at once');
  });

  it('a change without If-Match is made as before; a header that is no ETag is refused 400', async () => {
    const { client } = await read();
    const edit = await call('PUT', DETAILS, { token, body: detailsOf(client, { name: 'Without Tag' }) });
    expect(edit.status).toBe(200);
    expect((await read()).client.name).toBe('Without Tag');
    const odd = await call('PUT', NOTES, {
      token,
      body: { notes: 'x' },
      headers: { 'If-Match': 'nonsense' },
    });
    expect(odd.status).toBe(400);
  });

  it('a save that changes nothing writes nothing: no trail entry, the same ETag', async () => {
    const { client, tag } = await read();
    const entries = await trail();
    const edit = await call('PUT', DETAILS, { token, body: detailsOf(client), headers: { 'If-Match': tag } });
    expect(edit.status).toBe(200);
    const notes = await call('PUT', NOTES, { token, body: { notes: client.notes } });
    expect(notes.status).toBe(200);
    expect(await trail()).toBe(entries);
    expect((await read()).tag).toBe(tag);
  });

  it('the console’s adapter sends back the version it read: a colleague’s change since is refused', async () => {
    await b.clients.get(ID);
    await call('PUT', NOTES, { token, body: { notes: 'the colleague’s note' } });
    await expect(b.clients.saveNotes(ID, 'mine')).rejects.toMatchObject({ status: 409 });
    expect((await read()).client.notes).toBe('the colleague’s note');
    await b.clients.get(ID);
    await b.clients.saveNotes(ID, 'mine, after reading theirs');
    expect((await read()).client.notes).toBe('mine, after reading theirs');
  });

  it('a change from the list goes without a version read before it: the list shows the client as it is', async () => {
    await b.clients.get(ID);
    await call('PUT', NOTES, { token, body: { notes: 'the colleague’s note' } });
    await b.clients.list({ from: '', to: '', location: [], blockStatus: [], search: ID });
    await b.clients.saveNotes(ID, 'mine, from the list');
    expect((await read()).client.notes).toBe('mine, from the list');
  });

  it('a replay of a stale change with its Idempotency-Key answers the same 409', async () => {
    const { tag } = await read();
    await call('PUT', NOTES, { token, body: { notes: 'moved on' } });
    const headers = { 'If-Match': tag, 'Idempotency-Key': 'version-replay-1' };
    const first = await call('PUT', NOTES, { token, body: { notes: 'late' }, headers });
    const again = await call('PUT', NOTES, { token, body: { notes: 'late' }, headers });
    expect(first.status).toBe(409);
    expect(again).toMatchObject({ status: first.status, body: first.body });
  });
});
