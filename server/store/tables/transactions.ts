import type { TransactionRecord } from '../../../src/backend/records';
import { transactions } from '../../db/schema';
import { locationKey, searchKeys } from '../keys';

/** Selects a TransactionRecord as it is. */
export const transactionColumns = {
  transactionId: transactions.transactionId,
  clientId: transactions.clientId,
  clientName: transactions.clientName,
  transactionDate: transactions.transactionDate,
  totalPoints: transactions.totalPoints,
  transactionPoints: transactions.transactionPoints,
  type: transactions.type,
  reasonOrService: transactions.reasonOrService,
  adminUserId: transactions.adminUserId,
  adminName: transactions.adminName,
  location: transactions.location,
};

export const transactionRow = (transaction: TransactionRecord): typeof transactions.$inferInsert => ({
  ...transaction,
  locationKey: locationKey(transaction.location),
  searchKeys: searchKeys(
    transaction.transactionId,
    transaction.clientId,
    transaction.clientName,
    transaction.reasonOrService,
  ),
});
