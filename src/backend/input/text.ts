import { ID_MAX } from '../../contract/limits';
import { tooLongMessage } from '../../domain/text-limit';

/** The checks every text from a client passes, whatever it is for: a size and no NUL character. */
export { ID_MAX, TOKEN_MAX } from '../../contract/limits';

/** NUL cannot be stored in a PostgreSQL text column; refusing it here keeps both stores alike. */
const hasNul = (value: string): boolean => value.includes('\u0000');

/** The message for text that no field accepts, or undefined. */
export function textProblem(value: string, label: string, max: number): string | undefined {
  if (value.length > max) return tooLongMessage(label, max);
  if (hasNul(value)) return `${label} contains a character that is not allowed.`;
  return undefined;
}

/** A path id that could name a record: ids are short plain text, so anything else is simply unknown. */
export const isPlausibleId = (id: string): boolean => id !== '' && id.length <= ID_MAX && !hasNul(id);
