/** Enrolling a client and editing their details (docs/api.md, "Extensions"): one client per email. */
import { API } from '../../contract';
import { CLIENT_MESSAGES, parseOpeningPoints, validateClientDetails } from '../../domain/client-details';
import { CLIENT_NAME_MAX, REASON_MAX } from '../../domain/constants';
import { EMAIL_MAX_LENGTH, emailKey } from '../../domain/email';
import { created, notFound, ok, refuse } from '../answers';
import { described, maybe, number, text } from '../input/fields';
import { isPlausibleId } from '../input/text';
import type { StoreTx } from '../ports';
import { adminRoute, inOneStep, withJson, type CoreRoute } from '../routing';
import { enrolClientOnce } from '../rules/idempotency';
import { trailEntry } from '../rules/activity';
import { changedSince, staleRefusal, withTag } from '../rules/client-version';
import { detailsLine, enrolmentOf } from '../rules/enrolment';
import { businessLocations, openLocation } from '../rules/locations';
import { keptOrOpenLocation } from '../../domain/locations';
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
  inOneStep(
    withJson(ENROL, async (call, body) => {
      const { request, now, actor } = call;
      const problem = detailsProblem(body);
      if (problem) return problem;
      const points = parseOpeningPoints(body.points ?? 0);
      if (points === null) return refuse(400, CLIENT_MESSAGES.openingPoints);
      const open = await openLocation(call.ports.store, body.location);
      if (!open.ok) return refuse(400, open.message);
      const location = open.name;
      const reason =
        body.pointsReason === undefined || body.pointsReason === '' ? undefined : body.pointsReason;
      const fields = { name: body.name, email: body.email, location, points, joinDate: null, notes: '' };
      const enrolment = enrolmentOf(fields, { admin: actor, now, ip: request.ip }, reason);
      const kept = await enrolClientOnce(call, enrolment);
      if ('answer' in kept) return kept.answer;
      const { result } = kept;
      if (result.outcome === 'email-taken')
        return refuse(
          409,
          result.holder === ''
            ? 'This email is already a client.'
            : CLIENT_MESSAGES.emailTaken(result.holder),
        );
      return created(`Client ${result.client.userId} enrolled successfully.`, { client: result.client });
    }),
  ),
);

const edit = adminRoute(
  API.editClient,
  withJson(DETAILS, async ({ ports, request, now, actor }, body) => {
    const id = request.params.id ?? '';
    if (!isPlausibleId(id)) return notFound('Client', id);
    const problem = detailsProblem(body);
    if (problem) return problem;
    const locations = await businessLocations(ports.store);
    return ports.store.transaction(async (tx) => {
      const client = await tx.lockClient(id);
      if (client === null) return notFound('Client', id);
      // A client may stay at an archived location; a move is to an open one (docs/product.md §10.27).
      const location = keptOrOpenLocation(locations, body.location, client.location);
      if (!location.ok) return refuse(400, location.message);
      const next = { name: body.name, email: body.email, location: location.name };
      // Checked on the locked row, so no change can slip in between (rules/client-version.ts).
      const stale = changedSince(request.ifMatch, client);
      if (stale) return staleRefusal(stale);
      const after = { ...client, ...next };
      // A save that changes nothing writes nothing (docs/product.md §10).
      if (client.name === next.name && client.email === next.email && client.location === next.location)
        return withTag(ok('Client details saved successfully.', { client: after }), after);
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
      return withTag(ok('Client details saved successfully.', { client: after }), after);
    });
  }),
);

export const enrolRoutes: CoreRoute[] = [enrol, edit];
