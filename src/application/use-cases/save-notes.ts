import type { ChangeAttempt } from '../change-attempt';
import { notesProblem } from '../../domain/notes';
import type { ClientRepository } from '../ports/client-repository';
import { done, refused } from './outcome';
import type { Outcome } from './outcome';

/** Empty notes are never sent (docs/product.md §5: the button is disabled while the text is empty). */
export async function saveNotes(
  clients: ClientRepository,
  clientId: string,
  notes: string,
  attempt?: ChangeAttempt,
): Promise<Outcome<string>> {
  const problem = notesProblem(notes);
  if (problem) return refused(problem);
  await clients.saveNotes(clientId, notes, attempt);
  return done();
}
