import type { ChangeAttempt } from '../change-attempt';
import type { ClientRepository } from '../ports/client-repository';
import { done, refused } from './outcome';
import type { Outcome } from './outcome';

export const NOTES_REQUIRED = 'Notes are required';

/** Empty notes are never sent (SPEC §5: the button is disabled while the text is empty). */
export async function saveNotes(
  clients: ClientRepository,
  clientId: string,
  notes: string,
  attempt?: ChangeAttempt,
): Promise<Outcome<string>> {
  if (notes.trim() === '') return refused(NOTES_REQUIRED);
  await clients.saveNotes(clientId, notes, attempt);
  return done();
}
