/**
 * The programme (docs/product.md §10.28): any admin reads it, a Super Admin saves it whole. A save that
 * changes nothing writes nothing; a change is one trail entry naming the fields that changed.
 */
import { API } from '../../contract';
import { type Programme } from '../../domain/programme';
import {
  PROGRAMME_MESSAGES,
  judgeProgramme,
  changedFields,
  programmeText,
} from '../../domain/programme-settings';
import { nextExpiry } from '../../domain/expiry';
import { notFound, ok, refuse } from '../answers';
import { isPlausibleId } from '../input/text';
import type { Words } from '../input/contract-body';
import { adminRoute, withBody, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { businessZone } from '../rules/business-zone';
import { programmeOf } from '../rules/programme';
import { nextExpiryWire, programmeWire } from '../wire-shapes';
import { locationMatching } from '../../domain/location-names';

/** Every field, each time: a PUT says the whole programme (docs/api.md, The programme). */
const PROGRAMME: Words<typeof API.putProgramme> = {
  pointsPerDollar: { invalid: PROGRAMME_MESSAGES.pointsPerDollar },
  rounding: { invalid: PROGRAMME_MESSAGES.rounding },
  visitBonus: { invalid: PROGRAMME_MESSAGES.visitBonus },
  ratesByLocation: { invalid: PROGRAMME_MESSAGES.ratesByLocation },
  expiryMonths: { invalid: PROGRAMME_MESSAGES.expiryMonths },
  pointValueCents: { invalid: PROGRAMME_MESSAGES.pointValueCents },
};

const getProgramme = adminRoute(API.getProgramme, async ({ ports }) =>
  ok(API.getProgramme, 'Programme loaded.', { programme: programmeWire(await programmeOf(ports.store)) }),
);

const putProgramme = adminRoute(
  API.putProgramme,
  withBody(API.putProgramme, PROGRAMME, async ({ ports, request, now, actor }, sent) => {
    type Saved = { problem: string } | { programme: Programme; changed: (keyof Programme)[] };
    const saved = await ports.store.transaction(async (tx): Promise<Saved> => {
      const before = await programmeOf(tx);
      // A rate is for one of the business's locations (docs/product.md §10.29), kept under its kept name.
      const locations = await tx.listLocations();
      const judged = judgeProgramme(sent, (name) => locationMatching(locations, name)?.name);
      if ('problem' in judged) return judged;
      const after = judged.programme;
      const changed = changedFields(before, after);
      if (changed.length === 0) return { programme: after, changed };
      await tx.putProgramme(after);
      const change = { before: programmeText(before, changed), after: programmeText(after, changed) };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'programme.changed', change));
      return { programme: after, changed };
    });
    if ('problem' in saved) return refuse(400, saved.problem);
    const message = saved.changed.length === 0 ? 'Nothing changed.' : 'Programme saved.';
    return ok(API.putProgramme, message, { programme: programmeWire(saved.programme) });
  }),
);

/** The client page's "120 points expire on 31 Mar 2027": the client's next expiring lots, or null. */
const clientExpiry = adminRoute(API.clientExpiry, async ({ ports, request }) => {
  const id = request.params.id ?? '';
  const client = isPlausibleId(id) ? await ports.store.clientById(id) : null;
  if (client === null) return notFound('Client', id);
  const { expiryMonths } = await programmeOf(ports.store);
  if (expiryMonths === null) return ok(API.clientExpiry, 'Expiry loaded.', { nextExpiry: null });
  // The day is the business's (docs/product.md §10.31), as the client page shows it.
  const zone = await businessZone(ports.store);
  const next = nextExpiry(await ports.store.movementsOf([id]), expiryMonths, zone);
  return ok(API.clientExpiry, 'Expiry loaded.', { nextExpiry: next === null ? null : nextExpiryWire(next) });
});

export const programmeRoutes: CoreRoute[] = [getProgramme, putProgramme, clientExpiry];
