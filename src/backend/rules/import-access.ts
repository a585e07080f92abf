/**
 * Who may import a client file: Super Admins only (README, API extensions). The one place the role is read
 * for it, until the core's routes declare roles themselves: swap this check for that mechanism then.
 */
import { IMPORT_ROLE } from '../../domain/client-import';
import { refuse } from '../answers';
import type { AccountRecord } from '../records';
import type { JsonAnswer } from '../wire';

export const mayImport = (actor: Pick<AccountRecord, 'role'>): boolean => actor.role === IMPORT_ROLE;

export const importForbidden = (): JsonAnswer => refuse(403, `Only a ${IMPORT_ROLE} may import clients.`);
