/** The points ledger: the list with its filters (whole, or a page in an order), its CSV export, and one transaction. */
import { API } from '../../contract';
import { TRANSACTION_FILE_HEADER, transactionFileCells } from '../../domain/list-files';
import {
  TRANSACTION_SORT_KEYS,
  TRANSACTIONS_NEWEST_FIRST,
  type TransactionSortKey,
} from '../../domain/list-order';
import { notFound, ok, refuse } from '../answers';
import { transactionWire } from '../wire-shapes';
import { locationFilterProblem, parseTransactionQuery } from '../filters/queries';
import { isPlausibleId } from '../input/text';
import type { StoreReads, TransactionPosition, TransactionQuery } from '../ports';
import type { TransactionRecord } from '../records';
import { adminRoute, type CoreRoute } from '../routing';
import { recordExport } from '../rules/activity';
import { businessZone } from '../rules/business-zone';
import { readExportCall, readListCall, type ServerList } from '../rules/list-calls';

const ledger = (
  store: StoreReads,
): ServerList<TransactionQuery, TransactionSortKey, TransactionRecord, TransactionPosition> => ({
  section: 'points',
  parse: parseTransactionQuery,
  check: (filters) => locationFilterProblem(store, filters.locations),
  sortKeys: TRANSACTION_SORT_KEYS,
  newestFirst: TRANSACTIONS_NEWEST_FIRST,
  header: TRANSACTION_FILE_HEADER,
  whole: (filters) => store.listTransactions(filters),
  page: (filters, window) => store.pageTransactions(filters, window),
  after: (filters, after, size) => store.transactionsAfter(filters, after, size),
  positionOf: ({ transactionDate, transactionId }) => ({ transactionDate, transactionId }),
  cells: transactionFileCells,
});

const listTransactions = adminRoute(API.listTransactions, async ({ ports, request }) => {
  const list = await readListCall(ledger(ports.store), request.query, await businessZone(ports.store));
  if (!list.ok) return refuse(400, list.message);
  return ok(API.listTransactions, 'Transactions loaded.', {
    transactions: list.value.rows.map(transactionWire),
    ...list.value.counted,
  });
});

const exportTransactions = adminRoute(API.exportTransactions, async ({ ports, request, actor, now }) => {
  const file = await readExportCall(ledger(ports.store), request.query, now, await businessZone(ports.store));
  if (!file.ok) return refuse(400, file.message);
  await recordExport(ports.store, { admin: actor, now, ip: request.ip }, 'points.exported');
  return file.value;
});

const getTransaction = adminRoute(API.getTransaction, async ({ ports, request }) => {
  const id = request.params.id ?? '';
  const transaction = isPlausibleId(id) ? await ports.store.transactionById(id) : null;
  return transaction
    ? ok(API.getTransaction, 'Transaction loaded.', { transaction: transactionWire(transaction) })
    : notFound('Transaction', id);
});

export const transactionRoutes: CoreRoute[] = [listTransactions, exportTransactions, getTransaction];
