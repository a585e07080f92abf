/** What an admin changes on one client besides points: the block status (with its log) and the notes. */
import { API } from '../../contract';
import { BLOCK_STATUSES, NOTES_MAX, REASON_MAX } from '../../domain/constants';
import type { BlockStatus } from '../../domain/entities';
import { notesProblem } from '../../domain/notes';
import { reasonProblem } from '../../domain/reason';
import { notFound, ok, refuse } from '../answers';
import { bad, good, text, type Field } from '../input/fields';
import { isPlausibleId } from '../input/text';
import { adminRoute, withJson, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';

const STATUS_FIELD: Field<BlockStatus> = {
  read: (value) => {
    const status = BLOCK_STATUSES.find((s) => s === value);
    return status ? good(status) : bad('The status must be Active or Blocked.');
  },
};
const STATUS = {
  blockStatus: STATUS_FIELD,
  // Missing reads as blank, which the reason rule refuses below, as the console's form and machine do.
  blockReason: text({ label: 'A reason', max: REASON_MAX }),
};
// Saved exactly as typed: notes are text, and the UI renders them as text (never as markup).
const NOTES = {
  notes: text({
    label: 'Notes',
    max: NOTES_MAX,
    required: 'Notes must be text.',
    allowBlank: true,
    exact: true,
  }),
};

const changeStatus = adminRoute(
  API.changeClientStatus,
  withJson(STATUS, async ({ ports, request, now, actor }, { blockStatus, blockReason }) => {
    const noReason = reasonProblem(blockReason);
    if (noReason) return refuse(400, noReason);
    const id = request.params.id ?? '';
    return ports.store.transaction(async (tx) => {
      const client = isPlausibleId(id) ? await tx.lockClient(id) : null;
      if (client === null) return notFound('Client', id);
      if (client.blockStatus === blockStatus) return refuse(422, `The client is already ${blockStatus}.`);
      await tx.addStatusLog(id, { blockStatus, reason: blockReason, createdAt: new Date(now).toISOString() });
      await tx.updateClient(id, { blockStatus, reason: blockReason });
      const action = blockStatus === 'Blocked' ? 'client.blocked' : 'client.unblocked';
      const details = {
        clientId: id,
        clientName: client.name,
        before: client.blockStatus,
        after: blockStatus,
      };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, action, details));
      return ok(
        blockStatus === 'Blocked' ? 'Client blocked successfully.' : 'Client unblocked successfully.',
      );
    });
  }),
);

const saveNotes = adminRoute(
  API.saveClientNotes,
  withJson(NOTES, async ({ ports, request, now, actor }, { notes }) => {
    const blank = notesProblem(notes);
    if (blank) return refuse(400, blank);
    const id = request.params.id ?? '';
    return ports.store.transaction(async (tx) => {
      const client = isPlausibleId(id) ? await tx.lockClient(id) : null;
      if (client === null) return notFound('Client', id);
      await tx.updateClient(id, { notes });
      const details = { clientId: id, clientName: client.name, before: client.notes, after: notes };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'client.notes', details));
      return ok('Notes saved successfully.');
    });
  }),
);

export const clientChangeRoutes: CoreRoute[] = [changeStatus, saveNotes];
