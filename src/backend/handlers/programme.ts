/**
 * The programme (docs/product.md §10.28): any admin reads it, a Super Admin saves it whole. A save that
 * changes nothing writes nothing; a change is one trail entry naming the fields that changed.
 */
import { API } from '../../contract';
import {
  PROGRAMME_MESSAGES,
  ROUNDINGS,
  changedFields,
  programmeProblem,
  programmeText,
  type Programme,
} from '../../domain/programme';
import { nextExpiry } from '../../domain/expiry';
import { notFound, ok, refuse } from '../answers';
import { isPlausibleId } from '../input/text';
import { number, oneOf } from '../input/fields';
import { adminRoute, withJson, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { businessZone } from '../rules/business-zone';
import { expiryField, programmeOf, ratesField } from '../rules/programme';
import { locationMatching } from '../../domain/locations';

/** Every field, each time: a PUT says the whole programme (docs/api.md, The programme). */
const PROGRAMME = {
  pointsPerDollar: number(PROGRAMME_MESSAGES.pointsPerDollar),
  rounding: oneOf(ROUNDINGS, PROGRAMME_MESSAGES.rounding),
  visitBonus: number(PROGRAMME_MESSAGES.visitBonus),
  ratesByLocation: ratesField,
  expiryMonths: expiryField,
  pointValueCents: number(PROGRAMME_MESSAGES.pointValueCents),
};

const getProgramme = adminRoute(API.getProgramme, async ({ ports }) =>
  ok('Programme loaded.', { programme: await programmeOf(ports.store) }),
);

const putProgramme = adminRoute(
  API.putProgramme,
  withJson(PROGRAMME, async ({ ports, request, now, actor }, sent) => {
    type Saved = { problem: string } | { programme: Programme; changed: (keyof Programme)[] };
    const saved = await ports.store.transaction(async (tx): Promise<Saved> => {
      const before = await programmeOf(tx);
      const after: Programme = sent;
      // A rate is for one of the business's locations (docs/product.md §10.29), named as it is kept.
      const locations = await tx.listLocations();
      const problem = programmeProblem(after, (name) => locationMatching(locations, name) !== undefined);
      if (problem !== undefined) return { problem };
      const changed = changedFields(before, after);
      if (changed.length === 0) return { programme: after, changed };
      await tx.putProgramme(after);
      const change = { before: programmeText(before, changed), after: programmeText(after, changed) };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'programme.changed', change));
      return { programme: after, changed };
    });
    if ('problem' in saved) return refuse(400, saved.problem);
    const message = saved.changed.length === 0 ? 'Nothing changed.' : 'Programme saved.';
    return ok(message, { programme: saved.programme });
  }),
);

/** The client page's "120 points expire on 31 Mar 2027": the client's next expiring lots, or null. */
const clientExpiry = adminRoute(API.clientExpiry, async ({ ports, request }) => {
  const id = request.params.id ?? '';
  const client = isPlausibleId(id) ? await ports.store.clientById(id) : null;
  if (client === null) return notFound('Client', id);
  const { expiryMonths } = await programmeOf(ports.store);
  if (expiryMonths === null) return ok('Expiry loaded.', { nextExpiry: null });
  // The day is the business's (docs/product.md §10.31), as the client page shows it.
  const zone = await businessZone(ports.store);
  const next = nextExpiry(await ports.store.movementsOf([id]), expiryMonths, zone);
  return ok('Expiry loaded.', { nextExpiry: next });
});

export const programmeRoutes: CoreRoute[] = [getProgramme, putProgramme, clientExpiry];
