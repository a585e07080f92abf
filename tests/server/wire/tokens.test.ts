/**
 * Tokens at the wire (server on PGlite): only an unexpired access token signed by this server passes. A
 * tampered, foreign-signed, unsigned (`alg: none`), refresh-as-access, badly presented or expired token is a
 * 401 with a JSON message, and the change it carried is not made.
 */
import { describe, expect, it } from 'vitest';
import { joseTokenSigner } from '../../../server/ports/jose-token-signer';
import type { TokenClaims } from '../../../src/backend/ports';
import type { RawReply } from '../support/raw-http';
import { expectRefusal, useWireServer, type WireServer } from '../support/wire-server';
import { ADMIN } from './calls';

const HOUR = 60 * 60 * 1000;
const ADD = { points: 5, pointsReason: 'Visit', adminId: ADMIN };
const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string): TokenClaims =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as TokenClaims;

/** Adds points with `authorization` as the whole header (null: none). */
const addPoints = (wire: WireServer, authorization: string | null): Promise<RawReply> =>
  wire.send('POST', 'admin/view-client/addpoints/LL100001', {
    token: null,
    body: JSON.stringify(ADD),
    headers: {
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
    },
  });

async function expectUnauthorized(wire: WireServer, cases: readonly (readonly [string, string | null])[]) {
  const before = await wire.snapshot();
  for (const [what, authorization] of cases) {
    const reply = await addPoints(wire, authorization);
    expectRefusal(reply, what);
    expect(reply.status, what).toBe(401);
  }
  expect(await wire.snapshot(), 'the database changed').toBe(before);
}

describe('tokens at the wire (the server on PGlite)', () => {
  const wire = useWireServer();

  it('the signed-in admin’s access token passes (the control for every refusal below)', async () => {
    const reply = await addPoints(wire(), `Bearer ${wire().session.token}`);
    expect(reply.status, reply.text).toBe(200);
  });

  it('a tampered, foreign-signed, unsigned or refresh token is a 401 and changes nothing', async () => {
    const { token, refreshToken } = wire().session;
    const [header = '', payload = '', signature = ''] = token.split('.');
    const claims = claimsOf(token);
    const foreign = await joseTokenSigner('another-secret-that-is-long-enough-0123456789').sign(claims);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expectUnauthorized(wire(), [
      [
        'another admin in the payload',
        `Bearer ${header}.${part({ ...claims, sub: 'x'.repeat(24) })}.${signature}`,
      ],
      [
        'a later expiry in the payload',
        `Bearer ${header}.${part({ ...claims, exp: claims.exp + 10 * HOUR })}.${signature}`,
      ],
      ['a changed signature', `Bearer ${header}.${payload}.${flipped}`],
      ['no signature', `Bearer ${header}.${payload}.`],
      ['signed with another secret', `Bearer ${foreign}`],
      ['alg none', `Bearer ${part({ alg: 'none', typ: 'JWT' })}.${payload}.`],
      ['alg none, signature kept', `Bearer ${part({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`],
      ['alg HS512 claimed', `Bearer ${part({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`],
      ['the refresh token as an access token', `Bearer ${refreshToken}`],
      ['no token', null],
      ['an empty header', ''],
      ['Basic instead of Bearer', `Basic ${token}`],
      ['the token without a scheme', token],
      ['two tokens', `Bearer ${token} ${token}`],
      ['not a JWT', 'Bearer not-a-jwt'],
      ['1 kB of dots', `Bearer ${'.'.repeat(1000)}`],
    ]);
  });

  it('the access token, a foreign one or a tampered one given as the refresh token is refused', async () => {
    const { token, refreshToken } = wire().session;
    const foreign = await joseTokenSigner('another-secret-that-is-long-enough-0123456789').sign(
      claimsOf(refreshToken),
    );
    const [header = '', , signature = ''] = refreshToken.split('.');
    const longer = part({ ...claimsOf(refreshToken), exp: claimsOf(refreshToken).exp + 100 * HOUR });
    const cases: [string, string][] = [
      ['the access token', token],
      ['signed with another secret', foreign],
      ['a later expiry in the payload', `${header}.${longer}.${signature}`],
    ];
    for (const [what, given] of cases) {
      const reply = await wire().sendJson('POST', 'admin/refresh-token', { refreshToken: given });
      expectRefusal(reply, what);
    }
  });

  it('an access token an hour old is a 401 and changes nothing', async () => {
    // Last in the file: the server's clock moves on for good.
    const { token } = wire().session;
    wire().server.clock.advance(HOUR + 1000);
    await expectUnauthorized(wire(), [['an expired access token', `Bearer ${token}`]]);
  });
});
