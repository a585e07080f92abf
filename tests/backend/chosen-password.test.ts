/**
 * The three calls where an admin chooses a password (the first set-up, an invitation, a reset) read it by one
 * rule: sent as typed, required with the domain's message, at most PASSWORD_MAX characters.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX } from '../../src/domain/constants';
import { MESSAGES } from '../../src/domain/messages';
import { coreUnderTest, json } from './support/core';

const CALLS = [
  {
    path: 'auth/setup',
    field: 'password',
    body: { token: 'nope', name: 'Ana', email: 'ana@example.com', location: 'Oakville' },
  },
  { path: 'admin/accept-invite', field: 'newPassword', body: { token: 'nope' } },
  {
    path: 'admin/reset-password',
    field: 'newPassword',
    body: { adminId: '64f1c0ffee0000000000a001', resetToken: 'nope' },
  },
];

describe.each(CALLS)('POST $path reads the chosen password by the one rule', ({ path, field, body }) => {
  it.each([
    ['missing', {}],
    ['empty', { [field]: '' }],
  ])('%s: refused with the required message', async (_case, password) => {
    const answer = await coreUnderTest().call('POST', path, { body: json({ ...body, ...password }) });
    expect([answer.status, answer.body]).toEqual([
      400,
      { type: 'error', message: MESSAGES.passwordRequired },
    ]);
  });

  it('longer than the limit: refused with a message naming the password', async () => {
    const long = { [field]: `Aa1#${'x'.repeat(PASSWORD_MAX)}` };
    const answer = await coreUnderTest().call('POST', path, { body: json({ ...body, ...long }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ type: 'error', message: expect.stringMatching(/^Password /) });
  });
});
