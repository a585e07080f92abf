import type { ReactNode } from 'react';
import { PAGE_SIZE } from '../../../../domain/constants';

/** Seven grey placeholder rows while the list loads; hidden from screen readers, who hear the status. */
export function LoadingRows({ columns }: { columns: number }) {
  return (
    <>
      {Array.from({ length: PAGE_SIZE }, (_, row) => (
        <tr key={row} className="data-table__placeholder" aria-hidden="true" data-testid="placeholder-row">
          {Array.from({ length: columns }, (_, cell) => (
            <td key={cell}>
              <span className="data-table__shimmer" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="data-table__empty">
        {children}
      </td>
    </tr>
  );
}
