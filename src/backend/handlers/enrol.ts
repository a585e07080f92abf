/**
 * Enrolling a client and editing their details (docs/api.md, "Extensions"): one client per email, one per
 * phone, and an email or a phone for each (docs/product.md §10.24).
 */
import { API } from '../../contract';
import { CLIENT_MESSAGES, parseOpeningPoints, validateClientDetails } from '../../domain/client-details';
import { PHONE_MESSAGES, readPhone } from '../../domain/phone';
import { created, notFound, ok, refuse } from '../answers';
import { clientWire } from '../wire-shapes';
import type { Words } from '../input/contract-body';
import { isPlausibleId } from '../input/text';
import type { StoreTx } from '../ports';
import { adminRoute, inOneStep, withBody, type CoreRoute } from '../routing';
import { enrolClientOnce } from '../rules/idempotency';
import { trailEntry } from '../rules/activity';
import { holderOf } from '../rules/client-keys';
import { changedSince, staleRefusal, withTag } from '../rules/client-version';
import { detailsLine, enrolmentOf } from '../rules/enrolment';
import { businessLocations, openLocation } from '../rules/locations';
import { keptOrOpenLocation } from '../../domain/location-names';
import type { JsonAnswer } from '../wire';

const DETAILS: Words<typeof API.editClient> = {
  name: { label: 'Name', required: CLIENT_MESSAGES.nameRequired },
  email: { label: 'Email' },
  phone: { label: 'Phone' },
  location: { label: 'Location', required: CLIENT_MESSAGES.location },
};
const ENROL: Words<typeof API.enrolClient> = {
  ...DETAILS,
  points: { invalid: CLIENT_MESSAGES.openingPoints },
  pointsReason: { label: 'A reason' },
  emailConsent: { label: 'Email consent' },
};

/** The domain's first message about these details, or null. */
function detailsProblem(values: {
  name: string;
  email: string;
  phone: string;
  location: string;
}): JsonAnswer | null {
  const [problem] = Object.values(validateClientDetails(values));
  return problem ? refuse(400, problem) : null;
}

/** The phone as E.164 ('' for none); the domain has judged it already. */
const e164 = (phone: string): string => {
  const read = readPhone(phone);
  return read.ok ? read.phone : '';
};

/** 409 when another client has this email (trimmed, any case) or this phone, naming them. */
async function keyTaken(
  tx: Pick<StoreTx, 'clientIdsByEmail' | 'clientIdsByPhone'>,
  client: { email: string; phone: string },
  self: string | null,
): Promise<JsonAnswer | null> {
  const held = await holderOf(tx, client);
  if (held === null || held.holder === self) return null;
  return refuse(
    409,
    held.by === 'email' ? CLIENT_MESSAGES.emailTaken(held.holder) : PHONE_MESSAGES.phoneTaken(held.holder),
  );
}

const enrol = adminRoute(
  API.enrolClient,
  inOneStep(
    withBody(API.enrolClient, ENROL, async (call, body) => {
      const { request, now, actor } = call;
      const problem = detailsProblem({ ...body, phone: body.phone ?? '' });
      if (problem) return problem;
      const phone = e164(body.phone ?? '');
      // The number's holder is told by name; a race the store's unique key settles reads as below.
      const phoneHeld = phone === '' ? null : await keyTaken(call.ports.store, { email: '', phone }, null);
      if (phoneHeld) return phoneHeld;
      const points = parseOpeningPoints(body.points ?? 0);
      if (points === null) return refuse(400, CLIENT_MESSAGES.openingPoints);
      const open = await openLocation(call.ports.store, body.location);
      if (!open.ok) return refuse(400, open.message);
      const location = open.name;
      const reason =
        body.pointsReason === undefined || body.pointsReason === '' ? undefined : body.pointsReason;
      const fields = {
        name: body.name,
        email: body.email,
        phone,
        location,
        points,
        joinDate: null,
        notes: '',
        emailConsent: body.emailConsent,
      };
      const enrolment = enrolmentOf(fields, { admin: actor, now, ip: request.ip }, reason);
      const kept = await enrolClientOnce(call, enrolment);
      if ('answer' in kept) return kept.answer;
      const { result } = kept;
      if (result.outcome === 'email-taken')
        return refuse(
          409,
          result.holder === ''
            ? 'This email or phone is already a client.'
            : body.email === ''
              ? PHONE_MESSAGES.phoneTaken(result.holder)
              : CLIENT_MESSAGES.emailTaken(result.holder),
        );
      return created(API.enrolClient, `Client ${result.client.userId} enrolled successfully.`, {
        client: clientWire(result.client),
      });
    }),
  ),
);

const edit = adminRoute(
  API.editClient,
  withBody(API.editClient, DETAILS, async ({ ports, request, now, actor }, body) => {
    const id = request.params.id ?? '';
    if (!isPlausibleId(id)) return notFound('Client', id);
    const locations = await businessLocations(ports.store);
    return ports.store.transaction(async (tx) => {
      const client = await tx.lockClient(id);
      if (client === null) return notFound('Client', id);
      // A phone left out stays as it is: the product's own edit call (§7) has none.
      const problem = detailsProblem({ ...body, phone: body.phone ?? client.phone });
      if (problem) return problem;
      // A client may stay at an archived location; a move is to an open one (docs/product.md §10.29).
      const location = keptOrOpenLocation(locations, body.location, client.location);
      if (!location.ok) return refuse(400, location.message);
      const next = {
        name: body.name,
        email: body.email,
        phone: body.phone === undefined ? client.phone : e164(body.phone),
        location: location.name,
      };
      // Checked on the locked row, so no change can slip in between (rules/client-version.ts).
      const stale = changedSince(request.ifMatch, client);
      if (stale) return staleRefusal(stale);
      const after = { ...client, ...next };
      // A save that changes nothing writes nothing (docs/product.md §10).
      if (
        client.name === next.name &&
        client.email === next.email &&
        client.phone === next.phone &&
        client.location === next.location
      )
        return withTag(
          ok(API.editClient, 'Client details saved successfully.', { client: clientWire(after) }),
          after,
        );
      const taken = await keyTaken(tx, next, id);
      if (taken) return taken;
      await tx.updateClientDetails(id, next);
      const details = {
        clientId: id,
        clientName: next.name,
        before: detailsLine(client),
        after: detailsLine(next),
      };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'client.edited', details));
      return withTag(
        ok(API.editClient, 'Client details saved successfully.', { client: clientWire(after) }),
        after,
      );
    });
  }),
);

export const enrolRoutes: CoreRoute[] = [enrol, edit];
