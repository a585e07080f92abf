/**
 * A new client: the record as enrolled (today, or the imported join date), Active, with its opening balance
 * as the ledger's first entry. Enrolment and import build both the same way.
 */
import { OPENING_BALANCE_REASON } from '../../domain/client-details';
import { clientIdFor, transactionIdFor } from '../ids';
import type { AccountRecord, ClientRecord, TransactionRecord } from '../records';

export interface NewClient {
  name: string;
  email: string;
  location: string;
  points: number;
  /** ISO-8601; null: now. */
  joinDate: string | null;
  notes: string;
}

export const ENROLLED_REASON = 'Enrolled';

export function clientRecordFor(sequence: number, client: NewClient, now: number): ClientRecord {
  const joinDate = client.joinDate ?? new Date(now).toISOString();
  return {
    userId: clientIdFor(sequence),
    name: client.name,
    email: client.email,
    joinDate,
    points: client.points,
    location: client.location,
    blockStatus: 'Active',
    reason: ENROLLED_REASON,
    notes: client.notes,
    statusLog: [{ blockStatus: 'Active', reason: ENROLLED_REASON, createdAt: joinDate }],
  };
}

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
  clientName: client.name,
  transactionDate: new Date(now).toISOString(),
  totalPoints: client.points,
  transactionPoints: client.points,
  type: 'add',
  reasonOrService: reason,
  adminUserId: admin._id,
  adminName: admin.name,
  location: client.location,
});

/** How a client's details read in the trail's before/after. */
export const detailsLine = (client: Pick<ClientRecord, 'name' | 'email' | 'location'>): string =>
  `${client.name} <${client.email}>, ${client.location}`;
