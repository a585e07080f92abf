/**
 * The business's locations (docs/api.md, Locations; docs/product.md §10.29): any admin lists them; a Super Admin
 * adds, renames and archives them, each an activity entry. Names are checked under the table's lock, so two
 * adds of one name never both pass.
 */
import { API } from '../../contract';
import { LOCATION_MESSAGES, locationNameProblem, tidyLocationName } from '../../domain/location-names';
import { withRenamedRate } from '../../domain/programme-settings';
import { created, notFound, ok, refuse } from '../answers';
import type { Words } from '../input/contract-body';
import { isPlausibleId } from '../input/text';
import { adminRoute, withBody, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { businessLocations, locationOnWire } from '../rules/locations';

const NAMED: Words<typeof API.addLocation> & Words<typeof API.renameLocation> = {
  name: { label: 'Name', required: LOCATION_MESSAGES.nameRequired },
};

const listLocations = adminRoute(API.listLocations, async ({ ports }) =>
  ok(API.listLocations, 'Locations loaded.', { locations: await businessLocations(ports.store) }),
);

const addLocation = adminRoute(
  API.addLocation,
  withBody(API.addLocation, NAMED, async ({ ports, request, now, actor }, body) => {
    const name = tidyLocationName(body.name);
    return ports.store.transaction(async (tx) => {
      const problem = locationNameProblem(name, await tx.lockLocations());
      if (problem) return refuse(400, problem);
      const location = {
        _id: ports.generate.objectId(),
        name,
        createdAt: new Date(now).toISOString(),
        archivedAt: null,
      };
      await tx.insertLocation(location);
      await tx.appendActivity(
        trailEntry({ admin: actor, now, ip: request.ip }, 'location.added', { after: name }),
      );
      return created(API.addLocation, `${name} has been added.`, { location: locationOnWire(location) });
    });
  }),
);

const renameLocation = adminRoute(
  API.renameLocation,
  withBody(API.renameLocation, NAMED, async ({ ports, request, now, actor }, body) => {
    const id = request.params.id ?? '';
    if (!isPlausibleId(id)) return notFound('Location', id);
    const name = tidyLocationName(body.name);
    return ports.store.transaction(async (tx) => {
      const locations = await tx.lockLocations();
      const target = locations.find((location) => location._id === id);
      if (target === undefined) return notFound('Location', id);
      if (target.name === name)
        return ok(API.renameLocation, `${name} is unchanged.`, { location: locationOnWire(target) });
      const problem = locationNameProblem(
        name,
        locations.filter((location) => location._id !== id),
      );
      if (problem) return refuse(400, problem);
      await tx.renameLocation(id, target.name, name);
      const programme = await tx.programme();
      const renamed = programme === null ? null : withRenamedRate(programme, target.name, name);
      if (renamed !== null) await tx.putProgramme(renamed);
      const details = { before: target.name, after: name };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'location.renamed', details));
      return ok(API.renameLocation, `${target.name} is now ${name}.`, {
        location: locationOnWire({ ...target, name }),
      });
    });
  }),
);

const archiveLocation = adminRoute(API.archiveLocation, async ({ ports, request, now, actor }) => {
  const id = request.params.id ?? '';
  if (!isPlausibleId(id)) return notFound('Location', id);
  return ports.store.transaction(async (tx) => {
    const locations = await tx.lockLocations();
    const target = locations.find((location) => location._id === id);
    if (target === undefined) return notFound('Location', id);
    if (target.archivedAt !== null) return refuse(409, LOCATION_MESSAGES.alreadyArchived(target.name));
    // Setup, enrolment and every picker need one: the last open location stays.
    if (!locations.some((location) => location._id !== id && location.archivedAt === null))
      return refuse(409, LOCATION_MESSAGES.lastOpen);
    const archivedAt = new Date(now).toISOString();
    await tx.archiveLocation(id, archivedAt);
    const details = { before: `${target.name}: open`, after: `${target.name}: archived` };
    await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'location.archived', details));
    return ok(API.archiveLocation, `${target.name} has been archived.`, {
      location: locationOnWire({ ...target, archivedAt }),
    });
  });
});

export const locationRoutes: CoreRoute[] = [listLocations, addLocation, renameLocation, archiveLocation];
