/** Enrolling a client and editing their details (docs/api.md, "Extensions"): one client per email. */
import { API } from '../../contract';
import {
  CLIENT_MESSAGES,
  locationNamed,
  parseOpeningPoints,
  validateClientDetails,
} from '../../domain/client-details';
import { CLIENT_NAME_MAX, REASON_MAX } from '../../domain/constants';
import { EMAIL_MAX_LENGTH, emailKey } from '../../domain/email';
import { created, notFound, ok, refuse } from '../answers';
import { described, maybe, number, text } from '../input/fields';
import { isPlausibleId } from '../input/text';
import type { StoreTx } from '../ports';
import { adminRoute, withJson, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { clientRecordFor, detailsLine, openingBalanceEntry } from '../rules/enrolment';
import type { JsonAnswer } from '../wire';

const DETAILS = {
  name: text({ label: 'Name', max: CLIENT_NAME_MAX, required: CLIENT_MESSAGES.nameRequired }),
  email: text({ label: 'Email', max: EMAIL_MAX_LENGTH, required: 'Email is required!' }),
  location: text({ label: 'Location', max: REASON_MAX, required: CLIENT_MESSAGES.location }),
};
const ENROL = {
  ...DETAILS,
  points: described(maybe(number(CLIENT_MESSAGES.openingPoints)), 'The opening balance.'),
  pointsReason: described(
    maybe(text({ label: 'A reason', max: REASON_MAX })),
    "The opening balance's reason.",
  ),
};

/** The domain's first message about these details, or null. */
function detailsProblem(values: { name: string; email: string; location: string }): JsonAnswer | null {
  const [problem] = Object.values(validateClientDetails(values));
  return problem ? refuse(400, problem) : null;
}

/** 409 when another client has this email (trimmed, any case), naming them. */
async function emailTaken(tx: StoreTx, email: string, self: string | null): Promise<JsonAnswer | null> {
  const holder = (await tx.clientIdsByEmail([emailKey(email)])).get(emailKey(email));
  return holder !== undefined && holder !== self ? refuse(409, CLIENT_MESSAGES.emailTaken(holder)) : null;
}

const enrol = adminRoute(
  API.enrolClient,
  withJson(ENROL, async ({ ports, request, now, actor }, body) => {
    const problem = detailsProblem(body);
    if (problem) return problem;
    const points = parseOpeningPoints(body.points ?? 0);
    if (points === null) return refuse(400, CLIENT_MESSAGES.openingPoints);
    const location = locationNamed(body.location) ?? body.location;
    return ports.store.transaction(async (tx) => {
      const taken = await emailTaken(tx, body.email, null);
      if (taken) return taken;
      const fields = { name: body.name, email: body.email, location, points, joinDate: null, notes: '' };
      const client = clientRecordFor(await tx.nextSequence('client'), fields, now);
      // Two enrolments of one email at once: the store's unique key lets one in, the other is told.
      if ((await tx.insertClients([client])) === 'email-taken')
        return (await emailTaken(tx, body.email, null)) ?? refuse(409, 'This email is already a client.');
      if (points > 0) {
        const reason =
          body.pointsReason === undefined || body.pointsReason === '' ? undefined : body.pointsReason;
        const entry = openingBalanceEntry(await tx.nextSequence('transaction'), client, actor, now, reason);
        await tx.insertTransaction(entry);
      }
      const details = { clientId: client.userId, clientName: client.name, after: detailsLine(client) };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'client.enrolled', details));
      return created(`Client ${client.userId} enrolled successfully.`, { client });
    });
  }),
);

const edit = adminRoute(
  API.editClient,
  withJson(DETAILS, async ({ ports, request, now, actor }, body) => {
    const id = request.params.id ?? '';
    if (!isPlausibleId(id)) return notFound('Client', id);
    const problem = detailsProblem(body);
    if (problem) return problem;
    const next = {
      name: body.name,
      email: body.email,
      location: locationNamed(body.location) ?? body.location,
    };
    return ports.store.transaction(async (tx) => {
      const client = await tx.lockClient(id);
      if (client === null) return notFound('Client', id);
      const taken = await emailTaken(tx, next.email, id);
      if (taken) return taken;
      await tx.updateClientDetails(id, next);
      const details = {
        clientId: id,
        clientName: next.name,
        before: detailsLine(client),
        after: detailsLine(next),
      };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'client.edited', details));
      return ok('Client details saved successfully.', { client: { ...client, ...next } });
    });
  }),
);

export const enrolRoutes: CoreRoute[] = [enrol, edit];
