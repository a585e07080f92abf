/**
 * POST admin/refresh-token (an extension to docs/product.md §7, see docs/api.md): a refresh token buys a new access
 * token and is rotated within its session; a refresh token used twice is refused (401) and ends the session.
 */
import { API } from '../../contract';
import { ok, refuse } from '../answers';
import { NOT_AN_ADMIN, SIGN_IN_AGAIN, isExpired } from '../authenticate';
import type { Words } from '../input/contract-body';
import { publicRoute, withBody, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { rotateSession } from '../rules/sessions';
import { DEACTIVATED } from './sign-in';

const REFRESH: Words<typeof API.refreshToken> = {
  refreshToken: { label: 'refreshToken', required: 'refreshToken is required.' },
};

const refreshToken = publicRoute(
  API.refreshToken,
  withBody(API.refreshToken, REFRESH, async ({ ports, request, now }, { refreshToken }) => {
    const claims = await ports.signer.verify(refreshToken);
    if (claims?.kind !== 'refresh' || isExpired(claims.exp, now)) return refuse(401, SIGN_IN_AGAIN);
    const account = await ports.store.accountById(claims.sub);
    if (account === null) return refuse(401, SIGN_IN_AGAIN);
    // Said apart from an ended session: the console tells the admin why, not "Session Expired".
    if (!account.active) return refuse(403, DEACTIVATED, 'account-deactivated');
    if (account.kind !== 'admin') return refuse(403, NOT_AN_ADMIN);
    return ports.store.transaction(async (tx) => {
      const rotation = await rotateSession(ports, tx, account, { claims, now, request });
      if (rotation.ok) return ok(API.refreshToken, 'Session renewed.', { ...rotation.tokens });
      // A refresh token used twice means two holders, one of them a thief: the trail says so.
      if (rotation.reused)
        await tx.appendActivity(trailEntry({ admin: account, now, ip: request.ip }, 'session.reused'));
      return refuse(401, SIGN_IN_AGAIN);
    });
  }),
);

export const refreshRoutes: CoreRoute[] = [refreshToken];
