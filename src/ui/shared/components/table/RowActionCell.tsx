import { Link } from 'wouter';
import { rowAction } from './table-actions';
import type { TableKind } from './table-actions';

interface RowActionCellProps {
  kind: TableKind;
  row: object;
  href(id: string): string;
  label: string;
}

/** The action of a row by table kind (docs/product.md §2): a link that opens it by its id, or a plain text. */
export function RowActionCell({ kind, row, href, label }: RowActionCellProps) {
  const action = rowAction(kind, row);
  return (
    <td>
      {action.kind === 'open' ? (
        <Link href={href(action.id)} className="data-table__action" aria-label={`${label} ${action.id}`}>
          {label}
        </Link>
      ) : (
        action.text
      )}
    </td>
  );
}
