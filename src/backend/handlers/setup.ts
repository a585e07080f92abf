/** `POST auth/setup`: the setup link creates the first Super Admin, once; then the call refuses forever. */
import { API } from '../../contract';
import { LOCATIONS, NAME_MAX } from '../../domain/constants';
import { validateClientDetails } from '../../domain/client-details';
import { EMAIL_MAX_LENGTH } from '../../domain/email';
import { created, refuse } from '../answers';
import { chosenPassword, text } from '../input/fields';
import { TOKEN_MAX } from '../input/text';
import { publicRoute, withJson, type CoreRoute } from '../routing';
import { chosenPasswordProblem } from '../rules/common-passwords';
import { trailEntry } from '../rules/activity';
import { newAccount } from '../rules/new-account';
import { setupTokenHash } from '../rules/setup';
import { SUPER_ADMIN } from '../../domain/roles';

const SETUP = {
  token: text({ label: 'The setup token', max: TOKEN_MAX, required: 'The setup link has no token.' }),
  name: text({ label: 'Name', max: NAME_MAX, required: 'Name is required' }),
  email: text({ label: 'Email', max: EMAIL_MAX_LENGTH, required: 'Email is required!' }),
  password: chosenPassword(),
  location: text({ label: 'Location', max: 100, required: `Location must be ${LOCATIONS.join(' or ')}` }),
};

export const SETUP_MESSAGES = {
  done: 'LoyalLoop is already set up: sign in instead.',
  badLink: 'This setup link is not valid (any more): restart the server for a new one.',
} as const;

const setUp = publicRoute(
  API.setUp,
  withJson(SETUP, async ({ ports, request, now }, body) => {
    // An admin's details follow the rules of a client's (a name, a plain email, one of the two locations).
    const [problem] = Object.values(validateClientDetails(body));
    if (problem) return refuse(400, problem);
    const weak = await chosenPasswordProblem(body.password);
    if (weak) return refuse(400, weak);
    const passwordHash = await ports.hasher.hash(body.password);
    return ports.store.transaction(async (tx) => {
      if (await tx.hasAdmin()) return refuse(409, SETUP_MESSAGES.done);
      const taken = await tx.takeSetupToken(setupTokenHash(ports, body.token));
      if (taken === null || Date.parse(taken.expiresAt) <= now) return refuse(400, SETUP_MESSAGES.badLink);
      const account = newAccount(
        {
          _id: ports.generate.objectId(),
          kind: 'admin',
          name: body.name,
          email: body.email,
          passwordHash,
          role: SUPER_ADMIN,
          location: body.location,
          verified: true,
        },
        now,
      );
      if ((await tx.insertAccount(account)) === 'email-taken') return refuse(409, SETUP_MESSAGES.done);
      await tx.appendActivity(trailEntry({ admin: account, now, ip: request.ip }, 'admin.setup'));
      return created('Your LoyalLoop is ready: sign in with your email and password.');
    });
  }),
);

export const setupRoutes: CoreRoute[] = [setUp];
