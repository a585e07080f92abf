import { useId, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import type { Client } from '../../../domain/entities';
import { listSortOf } from '../../../domain/list-order';
import { PAGE_SIZE } from '../../../domain/constants';
import { nextSort, type SortState } from '../../../domain/sort';
import { DataTable } from '../../shared/components/table/DataTable';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { transactionHref } from '../../shared/routes/paths';
import { POINTS_COLUMNS } from '../../shared/ledger/points-columns';

/** The ledger's columns but the client's own id and name, which the page says already. */
const COLUMNS = POINTS_COLUMNS.filter((column) => column.key !== 'clientId' && column.key !== 'clientName');

/**
 * The client's own points history (docs/product.md §10), paged and sorted by the server like the Points list,
 * its rows linked to each transaction's page.
 */
export function ClientPointsHistory({ client }: { client: Client }) {
  const transactions = useService(TOKENS.Transactions);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(null);
  // A change of the balance booked an entry: the balance in the key reads the page again.
  const key = JSON.stringify([client.userId, client.points, page, sort]);
  const history = useResource(key, (signal) =>
    transactions.clientPage(client.userId, { page, size: PAGE_SIZE, sort: listSortOf(sort) }, signal),
  );
  return (
    <section className="client-history" aria-labelledby={headingId}>
      <h3 id={headingId}>Points History</h3>
      <DataTable
        caption={`Points history of client ${client.userId}`}
        columns={COLUMNS}
        rows={history.data?.rows}
        status={history.status}
        error={history.error}
        onRetry={history.reload}
        rowKey={(tx) => tx.transactionId}
        kind="points"
        actionHref={transactionHref}
        emptyText="No points history yet."
        position={{
          page,
          sort,
          total: history.data?.total,
          sortedByServer: true,
          onPage: setPage,
          onSort: (column) => {
            setSort((current) => nextSort(current, column));
            setPage(1);
          },
        }}
      />
    </section>
  );
}
