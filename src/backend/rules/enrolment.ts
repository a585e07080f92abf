/**
 * A new client: the record as enrolled (today, or the imported join date), Active, with its opening balance
 * as the ledger's first entry. Enrolment and import build both the same way.
 */
import { OPENING_BALANCE_REASON } from '../../domain/client-details';
import { consentFrom, NO_CONSENT, type ConsentSource } from '../../domain/email-consent';
import { CLIENT_ID, clientIdFor, TRANSACTION_ID, transactionIdFor } from '../ids';
import type { ClientEnrolment } from '../ports';
import type { BlockStatus } from '../../domain/entities';
import type { AccountRecord, ClientRecord, StatusLogRecord, TransactionRecord } from '../records';
import { trailEntry, type TrailContext } from './activity';

export interface NewClient {
  name: string;
  /** '' when the client is known by phone only. */
  email: string;
  /** E.164, '' for none (docs/product.md §10.24). */
  phone: string;
  location: string;
  points: number;
  /** ISO-8601; null: now. */
  joinDate: string | null;
  notes: string;
  /** Active unless an imported file says Blocked (docs/product.md §10.25). */
  blockStatus?: BlockStatus;
  /** Asked at enrolment or in an import's column (docs/product.md §10.27); null: not asked. */
  emailConsent: boolean | null;
}

export const ENROLLED_REASON = 'Enrolled';
/** The block reason of a client a file imports as Blocked. */
export const IMPORTED_BLOCKED_REASON = 'Blocked when imported';

type ClientFields = Omit<ClientRecord, 'userId' | 'statusLog'>;
type OpeningBalance = Omit<TransactionRecord, 'transactionId' | 'clientId'>;

/** A new client's fields but its id, and its one status log entry. */
function newClient(
  client: NewClient,
  now: number,
  source: ConsentSource,
): { fields: ClientFields; statusLog: StatusLogRecord } {
  const joinDate = client.joinDate ?? new Date(now).toISOString();
  const blockStatus = client.blockStatus ?? 'Active';
  const reason = blockStatus === 'Blocked' ? IMPORTED_BLOCKED_REASON : ENROLLED_REASON;
  return {
    fields: {
      name: client.name,
      email: client.email,
      phone: client.phone,
      joinDate,
      points: client.points,
      location: client.location,
      blockStatus,
      reason,
      notes: client.notes,
      ...(client.emailConsent === null ? NO_CONSENT : consentFrom(client.emailConsent, source, now)),
    },
    statusLog: { blockStatus, reason, createdAt: joinDate },
  };
}

/** An imported client (its consent, if the file has the column, is the import's). */
export function clientRecordFor(sequence: number, client: NewClient, now: number): ClientRecord {
  const { fields, statusLog } = newClient(client, now, 'import');
  return { userId: clientIdFor(sequence), ...fields, statusLog: [statusLog] };
}

/** The opening balance's ledger row but its id and the client's. */
const openingBalance = (
  client: Pick<ClientRecord, 'name' | 'points' | 'location'>,
  admin: Pick<AccountRecord, '_id' | 'name'>,
  now: number,
  reason: string,
): OpeningBalance => ({
  clientName: client.name,
  transactionDate: new Date(now).toISOString(),
  totalPoints: client.points,
  transactionPoints: client.points,
  type: 'opening',
  reasonOrService: reason,
  adminUserId: admin._id,
  adminName: admin.name,
  // No key enrols or imports a client (docs/product.md §10.26).
  apiKeyId: null,
  location: client.location,
});

/** The ledger entry of an opening balance (only for one above 0: the ledger moves at least a point). */
export const openingBalanceEntry = (
  sequence: number,
  client: ClientRecord,
  admin: Pick<AccountRecord, '_id' | 'name'>,
  now: number,
  reason: string = OPENING_BALANCE_REASON,
): TransactionRecord => ({
  transactionId: transactionIdFor(sequence),
  clientId: client.userId,
  ...openingBalance(client, admin, now, reason),
});

/**
 * How a client's details read in the trail's before/after: `Ana Lima <ana@example.com>, Oakville`, with the
 * phone after the email when there is one, and no `<>` when there is no email.
 */
export const detailsLine = (client: Pick<ClientRecord, 'name' | 'email' | 'phone' | 'location'>): string =>
  [
    client.email === '' ? client.name : `${client.name} <${client.email}>`,
    ...(client.phone === '' ? [] : [client.phone]),
    client.location,
  ].join(', ');

/**
 * One enrolment as the store writes it in one step (StoreChanges.enrolClient): the client's fields, its log
 * entry, its opening balance (above 0 only) and the `client.enrolled` trail entry; the store adds the ids.
 */
export function enrolmentOf(
  client: NewClient,
  context: TrailContext,
  reason: string = OPENING_BALANCE_REASON,
): ClientEnrolment {
  const { fields, statusLog } = newClient(client, context.now, 'enrolment');
  const ledger =
    fields.points > 0
      ? { id: TRANSACTION_ID, ...openingBalance(fields, context.admin, context.now, reason) }
      : null;
  const { clientId: _assigned, ...trail } = trailEntry(context, 'client.enrolled', {
    clientName: fields.name,
    after: detailsLine(fields),
  });
  return { client: fields, id: CLIENT_ID, statusLog, ledger, trail };
}
