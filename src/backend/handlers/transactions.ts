/** The points ledger: the list with its filters, and one transaction. */
import { notFound, ok, refuse } from '../answers';
import { parseTransactionQuery, TRANSACTION_PARAMS } from '../filters/queries';
import { isPlausibleId } from '../input/text';
import { adminRoute, readingQuery, type CoreRoute } from '../routing';

const listTransactions = adminRoute('GET', 'admin/points-transactions', async ({ ports, request }) => {
  const query = parseTransactionQuery(request.query);
  if (!query.ok) return refuse(400, query.message);
  return ok('Transactions loaded.', { transactions: await ports.store.listTransactions(query.value) });
});

const getTransaction = adminRoute('GET', 'admin/points-transactions/:id', async ({ ports, request }) => {
  const id = request.params.id ?? '';
  const transaction = isPlausibleId(id) ? await ports.store.transactionById(id) : null;
  return transaction ? ok('Transaction loaded.', { transaction }) : notFound('Transaction', id);
});

export const transactionRoutes: CoreRoute[] = [
  readingQuery(TRANSACTION_PARAMS, listTransactions),
  getTransaction,
];
