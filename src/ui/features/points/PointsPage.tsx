import { useCallback } from 'react';
import { TOKENS } from '../../../application/tokens';
import { listTransactions } from '../../../application/use-cases/list-transactions';
import { POINTS_FILTERS } from '../../../domain/filters';
import type { Transaction } from '../../../domain/entities';
import { FilterPanel } from '../../shared/components/filters/FilterPanel';
import { SearchBox } from '../../shared/components/search/SearchBox';
import { DataTable } from '../../shared/components/table/DataTable';
import { useQueryState } from '../../shared/hooks/useQueryState';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { transactionPath } from './paths';
import { POINTS_COLUMNS } from './points-columns';
import { POINTS_FILTER_GROUPS } from './points-filters';
import '../../shared/components/page/console-page.css';
import './points.css';

const rowKey = (tx: Transaction) => tx.transactionId;

/** /app/dashboard/points: the ledger, searched and filtered through the query string. */
export default function PointsPage() {
  const transactions = useService(TOKENS.Transactions);
  const [filters, setFilters] = useQueryState(POINTS_FILTERS);
  const load = useCallback(
    (signal: AbortSignal) => listTransactions(transactions, filters, signal),
    [transactions, filters],
  );
  const { status, data, reload } = useResource(load);

  return (
    <section className="console-list" aria-labelledby="points-heading">
      <div className="console-list__header">
        <h2 id="points-heading">Points Transactions</h2>
        <div className="console-list__tools">
          <SearchBox value={filters.search} onSearch={(search) => setFilters({ ...filters, search })} />
          <FilterPanel
            dateHeading="Transaction Date"
            applied={filters}
            groups={POINTS_FILTER_GROUPS}
            onApply={setFilters}
            onReset={() => setFilters(POINTS_FILTERS.empty)}
          />
        </div>
      </div>
      <DataTable
        caption="Points transactions"
        columns={POINTS_COLUMNS}
        rows={data}
        status={status}
        onRetry={reload}
        rowKey={rowKey}
        kind="points"
        actionHref={transactionPath}
      />
    </section>
  );
}
