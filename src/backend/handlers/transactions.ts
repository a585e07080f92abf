/** The points ledger: the list with its filters, and one transaction. */
import { API } from '../../contract';
import { notFound, ok, refuse } from '../answers';
import { parseTransactionQuery } from '../filters/queries';
import { isPlausibleId } from '../input/text';
import { adminRoute, type CoreRoute } from '../routing';

const listTransactions = adminRoute(API.listTransactions, async ({ ports, request }) => {
  const query = parseTransactionQuery(request.query);
  if (!query.ok) return refuse(400, query.message);
  return ok('Transactions loaded.', { transactions: await ports.store.listTransactions(query.value) });
});

const getTransaction = adminRoute(API.getTransaction, async ({ ports, request }) => {
  const id = request.params.id ?? '';
  const transaction = isPlausibleId(id) ? await ports.store.transactionById(id) : null;
  return transaction ? ok('Transaction loaded.', { transaction }) : notFound('Transaction', id);
});

export const transactionRoutes: CoreRoute[] = [listTransactions, getTransaction];
