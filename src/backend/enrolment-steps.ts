/**
 * What StoreChanges.enrolClient means, as steps over the store's other calls inside one transaction: the
 * demo's store runs exactly this as its one step, and the server's tests hold its one SQL statement to the
 * same rows (tests/server/store/enrolment.test.ts).
 */
import { sequenceId } from './ids';
import type { ClientEnrolment, ClientEnrolmentResult, StoreTx } from './ports';
import type { ClientRecord, TransactionRecord } from './records';
import { holderOf } from './rules/client-keys';

type Steps = Omit<StoreTx, 'changeClient' | 'enrolClient'>;

export async function enrolClientInSteps(
  tx: Steps,
  enrolment: ClientEnrolment,
): Promise<ClientEnrolmentResult> {
  const held = await holderOf(tx, enrolment.client);
  if (held !== null) return { outcome: 'email-taken', holder: held.holder };
  const userId = sequenceId(enrolment.id, await tx.nextSequence('client'));
  const client: ClientRecord = { userId, ...enrolment.client, statusLog: [enrolment.statusLog] };
  // Two enrolments of one email at once: the store's unique key lets one in, the other is told.
  if ((await tx.insertClients([client])) === 'email-taken')
    return { outcome: 'email-taken', holder: (await holderOf(tx, enrolment.client))?.holder ?? '' };
  let transaction: TransactionRecord | null = null;
  if (enrolment.ledger) {
    const { id, ...row } = enrolment.ledger;
    const transactionId = sequenceId(id, await tx.nextSequence('transaction'));
    transaction = { transactionId, clientId: userId, ...row };
    await tx.insertTransaction(transaction);
  }
  await tx.appendActivity({ ...enrolment.trail, clientId: userId });
  return { outcome: 'enrolled', client, transaction };
}
