/**
 * POST admin/refresh-token (an extension to SPEC §7, see the README): a refresh token buys a new access
 * token and is rotated; its id is a one-time token, so a refresh token used once is refused (401) after.
 */
import { ok, refuse } from '../answers';
import { NOT_AN_ADMIN, SIGN_IN_AGAIN, isExpired } from '../authenticate';
import { text } from '../input/fields';
import { TOKEN_MAX } from '../input/text';
import { publicRoute, withJson, type CoreRoute } from '../routing';
import { issueSession, rotatedEnd } from '../rules/sessions';

const REFRESH = {
  refreshToken: text({ label: 'refreshToken', max: TOKEN_MAX, required: 'refreshToken is required.' }),
};

const refreshToken = publicRoute(
  'POST',
  'admin/refresh-token',
  withJson(REFRESH, async ({ ports, now }, { refreshToken }) => {
    const claims = await ports.signer.verify(refreshToken);
    if (claims?.kind !== 'refresh' || isExpired(claims.exp, now)) return refuse(401, SIGN_IN_AGAIN);
    const account = await ports.store.accountById(claims.sub);
    if (account === null) return refuse(401, SIGN_IN_AGAIN);
    if (account.kind !== 'admin') return refuse(403, NOT_AN_ADMIN);
    return ports.store.transaction(async (tx) => {
      const taken = await tx.takeOneTimeToken(claims.jti, 'refresh');
      if (taken?.accountId !== account._id) return refuse(401, SIGN_IN_AGAIN);
      const remember = claims.remember === true;
      const tokens = await issueSession(ports, tx, account, {
        remember,
        endsAt: rotatedEnd(claims, now),
        now,
      });
      return ok('Session renewed.', { ...tokens });
    });
  }),
);

export const refreshRoutes: CoreRoute[] = [refreshToken];
