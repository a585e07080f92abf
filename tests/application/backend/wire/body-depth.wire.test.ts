/**
 * docs/api.md, "Refusals": a body nested thousands of levels deep (about 40 KB) once answered 500 from a stack
 * overflow in the body checks. Every host bounds the depth before parsing: 400 with a message, and the
 * host keeps answering.
 */
import { beforeEach, expect, it } from 'vitest';
import { BODY_MESSAGES } from '../../../../src/backend/input/body';
import { JSON_DEPTH_MAX } from '../../../../src/backend/input/json-text';
import { describeEachBackend } from '../support/describe-backends';
import { signInOverWire, wireTo } from '../support/wire';

/** `{"a":{"a":…{}…}}` nested `levels` deep, beside the call's own fields. */
const nested = (levels: number, fields: Record<string, unknown>): string =>
  `${JSON.stringify(fields).slice(0, -1)},"deep":${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}}`;
const arrays = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describeEachBackend('bodies nested too deep', (b) => {
  const call = wireTo(b.harness);
  let token: string;
  beforeEach(async () => {
    ({ token } = await signInOverWire(b.harness));
  });

  it.each([
    ['admin/email-login', { email: 'a@b.co', password: 'x' }],
    ['admin/forgot-password', { email: 'a@b.co' }],
    ['admin/email-register', { name: 'A', email: 'a@b.co', location: 'Canada' }],
  ])('%s (no sign-in) answers 400 at 20,000 levels, objects or arrays', async (path, fields) => {
    for (const raw of [nested(20_000, fields), arrays(20_000)]) {
      const reply = await call('POST', path, { raw });
      expect(reply).toEqual({ status: 400, body: { type: 'error', message: BODY_MESSAGES['too-deep'] } });
    }
  });

  it('notes at 5,000 levels: 400, the notes unchanged, and the host still answers', async () => {
    const path = 'admin/view-client/notes/LL100003';
    const before = (await call('GET', 'admin/view-client/LL100003', { token })).body.notes;
    const reply = await call('PUT', path, { token, raw: nested(5_000, { notes: 'x' }) });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(BODY_MESSAGES['too-deep']);
    expect((await call('GET', 'admin/view-client/LL100003', { token })).body.notes).toBe(before);
    expect((await call('PUT', path, { token, body: { notes: 'Still here' } })).status).toBe(200);
  });

  it(`${JSON_DEPTH_MAX} levels are only bounded, not refused: the call's own checks answer`, async () => {
    const reply = await call('POST', 'admin/forgot-password', {
      raw: nested(JSON_DEPTH_MAX - 1, { email: 'a@b.co' }),
    });
    expect(reply).toEqual({ status: 400, body: { type: 'error', message: 'Unexpected field: deep.' } });
  });

  it.each([
    ['a JSON array', '[{"email":"a@b.co"}]', BODY_MESSAGES['not-object']],
    ['a JSON number', '42', BODY_MESSAGES['not-object']],
    ['broken JSON', '{"email":', BODY_MESSAGES['not-json']],
  ])('%s is answered for what it is (docs/api.md, "Refusals")', async (_what, raw, message) => {
    const reply = await call('POST', 'admin/forgot-password', { raw });
    expect(reply).toEqual({ status: 400, body: { type: 'error', message } });
  });
});
