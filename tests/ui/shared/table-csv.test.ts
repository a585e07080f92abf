import { describe, expect, it } from 'vitest';
import { exportedCell } from '../../../src/ui/shared/components/table/cell-text';
import type { Column } from '../../../src/ui/shared/components/table/types';
import { tableCsv } from '../../../src/ui/shared/export/table-csv';
import { csvLines } from '../support/downloads';

interface Row {
  id: number;
  note?: string | null;
}
const COLUMNS: readonly Column<Row>[] = [
  { key: 'id', header: 'ID', value: (row) => row.id },
  { key: 'signed', header: 'Change', text: (row) => `+${row.id}`, figure: true },
  { key: 'note', header: 'Note', value: (row) => row.note },
];

describe("a table's rows as a CSV file", () => {
  it('keeps every row in the given order across its slices, the header first, the mark before it', async () => {
    const rows = Array.from({ length: 1234 }, (_, i) => ({ id: 1234 - i }));
    const { bom, lines } = await csvLines(await tableCsv(COLUMNS, rows));
    expect(bom).toBe(true);
    expect(lines[0]).toBe('ID,Change,Note');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(rows.map((row) => row.id));
  });

  it('writes a figure as a number, a formula as text, and a missing or blank value as an empty cell', () => {
    const [id, signed, note] = COLUMNS;
    if (!id || !signed || !note) throw new Error('columns missing');
    expect(exportedCell(signed, { id: 75 })).toEqual({ figure: '+75' });
    expect(exportedCell(note, { id: 1, note: '=SUM(A1)' })).toBe('=SUM(A1)');
    expect(exportedCell(note, { id: 1, note: null })).toBeNull();
    expect(exportedCell(note, { id: 1, note: '  ' })).toBeNull();
    expect(exportedCell(id, { id: 7 })).toBe(7);
  });
});
