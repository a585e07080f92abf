/**
 * The core's own guards on an invitation's link (docs/api.md, the team) where no host can set the scene: a
 * session an account held before its password was chosen ends when the link is spent, and a token that opens
 * nothing costs no password hashing.
 */
import { describe, expect, it } from 'vitest';
import { coreUnderTest, json, type CoreUnderTest } from './support/core';

const NEWCOMER = { email: 'sam.new@loyalloop.demo', name: 'Sam New', role: 'Admin', location: 'Oakville' };
const PASSWORD = 'Harbour#Lights26';

async function invited(core: CoreUnderTest): Promise<{ id: string; token: string }> {
  const bearer = await core.signIn();
  const answer = await core.call('POST', 'admin/team/invite', { bearer, body: json(NEWCOMER) });
  const admin = answer.body.admin as { _id: string };
  const token = new URL(core.mailer.lastLinkFor(NEWCOMER.email)).searchParams.get('token') ?? '';
  return { id: admin._id, token };
}

/** Counts the hasher's work from now on. */
function countHashing(core: CoreUnderTest): { hashes: number } {
  const counted = { hashes: 0 };
  const { hasher } = core.ports;
  core.ports.hasher = {
    hash: (password) => {
      counted.hashes += 1;
      return hasher.hash(password);
    },
    verify: (password, hash) => hasher.verify(password, hash),
    needsRehash: (hash) => hasher.needsRehash(hash),
  };
  return counted;
}

describe('an invitation link, in the core', () => {
  it('accepting ends every session the account had', async () => {
    const core = coreUnderTest();
    const { id, token } = await invited(core);
    const at = new Date(core.clock.now()).toISOString();
    await core.store.transaction((tx) =>
      tx.insertSession({
        id: 'held-before-the-password',
        accountId: id,
        createdAt: at,
        lastUsedAt: at,
        expiresAt: new Date(core.clock.now() + 3_600_000).toISOString(),
        remember: false,
        userAgent: '',
        ip: null,
        refreshJti: 'jti',
      }),
    );
    const accepted = await core.call('POST', 'admin/accept-invite', {
      body: json({ token, newPassword: PASSWORD }),
    });
    expect(accepted.status).toBe(200);
    expect(await core.store.sessionsOf(id)).toEqual([]);
  });

  it('a wrong token is refused before any password is hashed; a right one is hashed once', async () => {
    const core = coreUnderTest();
    const { token } = await invited(core);
    const counted = countHashing(core);
    const wrong = await core.call('POST', 'admin/accept-invite', {
      body: json({ token: 'no-such-token', newPassword: PASSWORD }),
    });
    expect([wrong.status, counted.hashes]).toEqual([400, 0]);
    const right = await core.call('POST', 'admin/accept-invite', {
      body: json({ token, newPassword: PASSWORD }),
    });
    expect([right.status, counted.hashes]).toEqual([200, 1]);
    const spent = await core.call('POST', 'admin/accept-invite', {
      body: json({ token, newPassword: PASSWORD }),
    });
    expect([spent.status, counted.hashes]).toEqual([400, 1]);
  });

  it('the mailed link is the console’s address joined to the accept page', async () => {
    const core = coreUnderTest();
    await invited(core);
    expect(core.mailer.lastLinkFor(NEWCOMER.email)).toMatch(
      /^https:\/\/console\.test\/auth\/accept-invite\?token=[^&]+$/,
    );
  });
});
