import type { ReactNode } from 'react';
import { MISSING } from '../../format';
import './details.css';

export interface DetailRow {
  field: string;
  detail: ReactNode;
}

/** The two-column Fields/Details table of every detail screen (docs/product.md §2); an empty detail shows `-`. */
export function DetailsTable({ caption, rows }: { caption: string; rows: readonly DetailRow[] }) {
  return (
    <div className="details-table__scroll">
      <table className="details-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Fields</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.field}</th>
              <td>
                {row.detail === null || row.detail === undefined || row.detail === '' ? MISSING : row.detail}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
