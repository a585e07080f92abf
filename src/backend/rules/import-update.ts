/**
 * An import's *Update existing clients* (docs/product.md §10.25): a row whose email, else phone, is a client's
 * changes that client in the fields the file maps and the row fills — name, email, phone, location, notes —
 * and nothing else: a blank cell keeps what the client has, the balance moves only through the ledger, the
 * join date is history and a block needs its own reason. A change is written as an edit is, with its trail
 * entry; a row that changes nothing writes nothing.
 */
import type { ImportedClient } from '../../domain/client-import';
import { emailKey } from '../../domain/email';
import { PHONE_MESSAGES } from '../../domain/phone';
import type { AccountRecord, ClientRecord } from '../records';
import type { StoreTx } from '../ports';
import { trailEntry } from './activity';
import { heldBy, type holdersOf } from './client-keys';
import { detailsLine } from './enrolment';

/** The fields an update may change, and which of them a row fills. */
export const UPDATABLE = ['name', 'email', 'phone', 'location', 'notes'] as const;
export type Updatable = (typeof UPDATABLE)[number];

export interface UpdateContext {
  tx: StoreTx;
  admin: Pick<AccountRecord, '_id' | 'name'>;
  now: number;
  write: boolean;
  ip?: string | null;
}

export interface UpdateRow {
  line: number;
  client: ImportedClient;
  /** The updatable fields this row fills (mapped, and not blank). */
  given: readonly Updatable[];
}

type Holders = Awaited<ReturnType<typeof holdersOf>>;
export type UpdateOutcome = 'unchanged' | 'updated' | { column: Updatable; message: string };

/** The client as the row would leave it: only the given fields change. */
const changed = (client: ClientRecord, row: UpdateRow): Pick<ClientRecord, Updatable> => {
  const next: Pick<ClientRecord, Updatable> = {
    name: client.name,
    email: client.email,
    phone: client.phone,
    location: client.location,
    notes: client.notes,
  };
  for (const field of row.given) next[field] = row.client[field];
  // The same address written in another case is the same address: the client's spelling stays.
  if (emailKey(next.email) === emailKey(client.email)) next.email = client.email;
  return next;
};

/**
 * Another client holding the phone the row would give this one. (Never the email: a row is matched by its
 * email first, so an email another client holds would have matched that client.)
 */
function phoneClash(holders: Holders, clientId: string, phone: string): UpdateOutcome | null {
  const held = heldBy({ byEmail: new Map(), byPhone: holders.byPhone }, { email: '', phone });
  return held !== null && held.holder !== clientId
    ? { column: 'phone', message: PHONE_MESSAGES.phoneTaken(held.holder) }
    : null;
}

export async function updateFromRow(
  context: UpdateContext,
  clientId: string,
  row: UpdateRow,
  holders: Holders,
): Promise<UpdateOutcome> {
  const { tx } = context;
  // Locked as an edit locks it: a colleague's edit of this client waits for the import, or the import for it.
  const client = context.write ? await tx.lockClient(clientId) : await tx.clientById(clientId);
  if (client === null) return 'unchanged';
  const next = changed(client, row);
  if (UPDATABLE.every((field) => next[field] === client[field])) return 'unchanged';
  const refused = phoneClash(holders, clientId, next.phone);
  if (refused !== null) return refused;
  if (!context.write) return 'updated';
  const trail = { admin: context.admin, now: context.now, ip: context.ip ?? null };
  const details = { name: next.name, email: next.email, phone: next.phone, location: next.location };
  if (detailsLine(details) !== detailsLine(client)) {
    await tx.updateClientDetails(clientId, details);
    await tx.appendActivity(
      trailEntry(trail, 'client.edited', {
        clientId,
        clientName: next.name,
        before: detailsLine(client),
        after: detailsLine(details),
      }),
    );
  }
  if (next.notes !== client.notes) {
    await tx.updateClient(clientId, { notes: next.notes });
    await tx.appendActivity(
      trailEntry(trail, 'client.notes', {
        clientId,
        clientName: next.name,
        before: client.notes,
        after: next.notes,
      }),
    );
  }
  return 'updated';
}
