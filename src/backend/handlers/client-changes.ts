/** What an admin changes on one client besides points: the block status (with its log) and the notes. */
import { API } from '../../contract';
import { BLOCK_STATUSES } from '../../domain/constants';
import { notesProblem } from '../../domain/notes';
import { reasonProblem } from '../../domain/reason';
import { notFound, ok, refuse } from '../answers';
import type { Words } from '../input/contract-body';
import { isPlausibleId } from '../input/text';
import { adminRoute, inOneStep, withBody, type CoreRoute } from '../routing';
import { versionedChange, withoutVersion } from '../rules/versioned-change';
import { trailEntry } from '../rules/activity';

const STATUS: Words<typeof API.changeClientStatus> = {
  blockStatus: { invalid: 'The status must be Active or Blocked.' },
  // Missing reads as blank, which the reason rule refuses below, as the console's form and machine do.
  blockReason: { label: 'A reason' },
};
// Saved exactly as typed: notes are text, and the UI renders them as text (never as markup).
const NOTES: Words<typeof API.saveClientNotes> = {
  notes: { label: 'Notes', required: 'Notes must be text.' },
};

const changeStatus = adminRoute(
  API.changeClientStatus,
  inOneStep(
    withBody(API.changeClientStatus, STATUS, async (call, { blockStatus, blockReason }) => {
      const { request, now, actor } = call;
      const noReason = reasonProblem(blockReason);
      if (noReason) return refuse(400, noReason);
      const id = request.params.id ?? '';
      if (!isPlausibleId(id)) return notFound('Client', id);
      const action = blockStatus === 'Blocked' ? 'client.blocked' : 'client.unblocked';
      return versionedChange(call, {
        // Only a client in the other status changes: the store checks it on the row as it stands.
        change: {
          clientId: id,
          statuses: BLOCK_STATUSES.filter((status) => status !== blockStatus),
          points: null,
          set: { blockStatus, reason: blockReason },
          statusLog: { blockStatus, reason: blockReason, createdAt: new Date(now).toISOString() },
          ledger: null,
          trail: {
            entry: trailEntry({ admin: actor, now, ip: request.ip }, action, { clientId: id }),
            shows: 'blockStatus',
          },
        },
        refused: refuse(422, `The client is already ${blockStatus}.`),
        done: ok(
          API.changeClientStatus,
          blockStatus === 'Blocked' ? 'Client blocked successfully.' : 'Client unblocked successfully.',
        ),
      });
    }),
    withoutVersion,
  ),
);

const saveNotes = adminRoute(
  API.saveClientNotes,
  inOneStep(
    withBody(API.saveClientNotes, NOTES, async (call, { notes }) => {
      const { request, now, actor } = call;
      const blank = notesProblem(notes);
      if (blank) return refuse(400, blank);
      const id = request.params.id ?? '';
      if (!isPlausibleId(id)) return notFound('Client', id);
      const done = ok(API.saveClientNotes, 'Notes saved successfully.');
      // The store refuses notes that are already so: a save that changes nothing writes nothing (docs/product.md §10).
      return versionedChange(call, {
        change: {
          clientId: id,
          statuses: BLOCK_STATUSES,
          points: null,
          set: { notes },
          statusLog: null,
          ledger: null,
          trail: {
            entry: trailEntry({ admin: actor, now, ip: request.ip }, 'client.notes', { clientId: id }),
            shows: 'notes',
          },
        },
        refused: done,
        done,
      });
    }),
    withoutVersion,
  ),
);

export const clientChangeRoutes: CoreRoute[] = [changeStatus, saveNotes];
