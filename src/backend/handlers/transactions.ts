/** The points ledger: the list with its filters (whole, or a page in an order), its CSV export, and one transaction. */
import { API } from '../../contract';
import { TRANSACTION_HEADERS, transactionFileCells } from '../../domain/list-files';
import { TRANSACTION_SORT_KEYS, TRANSACTIONS_NEWEST_FIRST } from '../../domain/list-order';
import { notFound, ok, refuse } from '../answers';
import { readZone } from '../filters/export-zone';
import { parseListWindow } from '../filters/list-view';
import { parseTransactionQuery } from '../filters/queries';
import { isPlausibleId } from '../input/text';
import type { TransactionPosition } from '../ports';
import type { TransactionRecord } from '../records';
import { adminRoute, type CoreRoute } from '../routing';
import { exportList } from '../rules/list-export';

const listTransactions = adminRoute(API.listTransactions, async ({ ports, request }) => {
  const query = parseTransactionQuery(request.query);
  if (!query.ok) return refuse(400, query.message);
  const window = parseListWindow(request.query, TRANSACTION_SORT_KEYS, TRANSACTIONS_NEWEST_FIRST);
  if (!window.ok) return refuse(400, window.message);
  // Without page, limit, sort or order: the whole list, as docs/product.md §7 answers it.
  if (window.value === null)
    return ok('Transactions loaded.', { transactions: await ports.store.listTransactions(query.value) });
  const { rows, total } = await ports.store.pageTransactions(query.value, window.value);
  return ok('Transactions loaded.', { transactions: rows, total });
});

const exportTransactions = adminRoute(API.exportTransactions, async ({ ports, request, now }) => {
  const query = parseTransactionQuery(request.query);
  if (!query.ok) return refuse(400, query.message);
  const zone = readZone(request.query);
  if (!zone.ok) return refuse(400, zone.message);
  const list = {
    section: 'points',
    header: TRANSACTION_SORT_KEYS.map((key) => TRANSACTION_HEADERS[key]),
    read: (after: TransactionPosition | null, size: number) =>
      ports.store.transactionsAfter(query.value, after, size),
    positionOf: ({ transactionDate, transactionId }: TransactionRecord) => ({
      transactionDate,
      transactionId,
    }),
    cells: (row: TransactionRecord) => transactionFileCells(row, zone.value),
  };
  return exportList(list, query.value, { now, zone: zone.value });
});

const getTransaction = adminRoute(API.getTransaction, async ({ ports, request }) => {
  const id = request.params.id ?? '';
  const transaction = isPlausibleId(id) ? await ports.store.transactionById(id) : null;
  return transaction ? ok('Transaction loaded.', { transaction }) : notFound('Transaction', id);
});

export const transactionRoutes: CoreRoute[] = [listTransactions, exportTransactions, getTransaction];
