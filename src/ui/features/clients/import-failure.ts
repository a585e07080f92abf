/**
 * What the import dialog says when a check or an import fails. A refusal of the file keeps the server's words;
 * an answer that broke off (a server fault, a dropped connection, a cut answer) says that nothing was imported
 * and that trying again is safe: the import is all or nothing, and a second one skips the clients already there.
 */
import { isRequestError } from '../../../application/request-error';
import { IMPORT_MESSAGES } from '../../../domain/client-import';
import { submitFailure } from '../../shared/errors/error-policy';

const brokeOff = (error: unknown): boolean =>
  isRequestError(error) &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'malformed' ||
    (error.kind === 'refused' && (error.status ?? 0) >= 500));

export function importFailure(error: unknown, dryRun: boolean): string {
  if (brokeOff(error)) return dryRun ? IMPORT_MESSAGES.checkStopped : IMPORT_MESSAGES.importStopped;
  return submitFailure(error) ?? 'The file could not be sent.';
}
