/**
 * `POST auth/setup`: the setup link creates the first Super Admin, once; then the call refuses forever.
 * `POST auth/setup-state`: the setup page asks, as it opens, whether its link still can (README, "First start of a business").
 */
import { API } from '../../contract';
import { CLIENT_MESSAGES, validateAdminDetails } from '../../domain/client-details';
import { locationNameProblem, tidyLocationName } from '../../domain/location-names';
import { keptOrAddedLocation } from '../rules/locations';
import { TIME_ZONE_MESSAGE, timeZoneProblem, zoneName } from '../../domain/business-time';
import { created, ok, refuse } from '../answers';
import type { JsonAnswer } from '../wire';
import type { Words } from '../input/contract-body';
import { CHOSEN_PASSWORD_WORDS } from '../input/fields';
import { publicRoute, withBody, type CoreRoute } from '../routing';
import { chosenPasswordProblem } from '../rules/common-passwords';
import { trailEntry } from '../rules/activity';
import { newAccount } from '../rules/new-account';
import { setupTokenHash } from '../rules/setup';
import { SUPER_ADMIN } from '../../domain/roles';
import { MESSAGES } from '../../domain/messages';

const TOKEN = { label: 'The setup token', required: MESSAGES.setupNoToken };
const SETUP: Words<typeof API.setUp> = {
  token: TOKEN,
  name: { label: 'Name', required: 'Name is required' },
  email: { label: 'Email', required: 'Email is required!' },
  password: CHOSEN_PASSWORD_WORDS,
  location: { label: 'Location', required: CLIENT_MESSAGES.location },
  // The business's time zone (docs/product.md §10.31): the console offers the browser's; UTC when left out.
  timeZone: { label: 'The time zone', required: TIME_ZONE_MESSAGE },
};

export const SETUP_MESSAGES = {
  done: 'LoyalLoop is already set up: sign in instead.',
  badLink: 'This setup link is not valid (any more): restart the server for a new one.',
} as const;

/**
 * Why a setup link cannot create the first admin, or null when it can: one rule for the page's question and for
 * the setup itself. `expiresAt` is the kept token's expiry (null: not the kept token); once an admin exists the
 * token is neither looked at nor spent.
 */
function setupRefusal(hasAdmin: boolean, expiresAt: string | null, now: number): JsonAnswer | null {
  if (hasAdmin) return refuse(409, SETUP_MESSAGES.done);
  if (expiresAt === null || Date.parse(expiresAt) <= now) return refuse(400, SETUP_MESSAGES.badLink);
  return null;
}

const setupState = publicRoute(
  API.setupState,
  withBody(API.setupState, { token: TOKEN }, async ({ ports, now }, body) => {
    const hasAdmin = await ports.store.hasAdmin();
    const expiresAt = hasAdmin ? null : await ports.store.setupTokenExpiry(setupTokenHash(ports, body.token));
    return (
      setupRefusal(hasAdmin, expiresAt, now) ??
      ok(API.setupState, 'This setup link can create the first Super Admin.')
    );
  }),
);

const setUp = publicRoute(
  API.setUp,
  withBody(API.setUp, SETUP, async ({ ports, request, now }, body) => {
    // An admin's details follow the rules of a client's (a name, a plain email, which an admin always has); the
    // location is typed: the business's first (docs/product.md §10.29).
    const [problem] = Object.values(validateAdminDetails(body));
    if (problem) return refuse(400, problem);
    const zoneProblem = body.timeZone === undefined ? undefined : timeZoneProblem(body.timeZone);
    if (zoneProblem) return refuse(400, zoneProblem);
    const typed = tidyLocationName(body.location);
    const locationProblem = locationNameProblem(typed, [], 'Location');
    if (locationProblem) return refuse(400, locationProblem);
    const weak = await chosenPasswordProblem(body.password);
    if (weak) return refuse(400, weak);
    const passwordHash = await ports.hasher.hash(body.password);
    return ports.store.transaction(async (tx) => {
      const hasAdmin = await tx.hasAdmin();
      const taken = hasAdmin ? null : await tx.takeSetupToken(setupTokenHash(ports, body.token));
      const refused = setupRefusal(hasAdmin, taken?.expiresAt ?? null, now);
      if (refused) return refused;
      // A database that held data before locations did has them already (migration 0020): one matching is kept.
      const fresh = { _id: ports.generate.objectId(), createdAt: new Date(now).toISOString() };
      const location = await keptOrAddedLocation(tx, typed, fresh);
      const account = newAccount(
        {
          _id: ports.generate.objectId(),
          kind: 'admin',
          name: body.name,
          email: body.email,
          passwordHash,
          role: SUPER_ADMIN,
          location,
          verified: true,
        },
        now,
      );
      if ((await tx.insertAccount(account)) === 'email-taken') return refuse(409, SETUP_MESSAGES.done);
      if (body.timeZone !== undefined) await tx.putTimeZone(zoneName(body.timeZone));
      await tx.appendActivity(trailEntry({ admin: account, now, ip: request.ip }, 'admin.setup'));
      return created(API.setUp, 'Your LoyalLoop is ready: sign in with your email and password.');
    });
  }),
);

export const setupRoutes: CoreRoute[] = [setupState, setUp];
