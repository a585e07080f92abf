import { useId } from 'react';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '../../../domain/import-mapping';
import type { ColumnChoice } from './useImportMapping';

interface ImportMappingProps {
  choice: ColumnChoice;
  disabled: boolean;
  onMap(column: number, field: ImportField | ''): void;
}

/**
 * Which field each column of the file fills (docs/product.md §10.25): one picker per column, named by the
 * column's header, with *Leave out* for a column the clients do not need.
 */
export function ImportMapping({ choice, disabled, onMap }: ImportMappingProps) {
  const captionId = useId();
  return (
    <div className="import-mapping import-preview__table">
      <table className="table" aria-labelledby={captionId}>
        <caption id={captionId}>Columns of the file</caption>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Fills</th>
          </tr>
        </thead>
        <tbody>
          {choice.header.map((cell, column) => (
            <tr key={`${column}-${cell}`}>
              <td>{cell === '' ? `Column ${column + 1}` : cell}</td>
              <td>
                <select
                  className="input"
                  aria-label={`Field for column ${cell === '' ? column + 1 : cell}`}
                  value={choice.mapping[column] ?? ''}
                  disabled={disabled}
                  onChange={(event) => {
                    const value = event.target.value;
                    onMap(column, IMPORT_FIELDS.find((field) => field === value) ?? '');
                  }}
                >
                  <option value="">Leave out</option>
                  {IMPORT_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {IMPORT_FIELD_LABELS[field]}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
