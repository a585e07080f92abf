/**
 * A client file's header line as the console reads it before sending the file, to show the column mapping
 * (docs/product.md §10.24): the first record, quoted cells and all, split as the hosts' CSV parser splits it.
 */
import { delimiterOf } from './client-import';

export function headerCells(text: string): string[] {
  const body = text.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(body);
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') break;
    else cell += c;
  }
  cells.push(cell);
  return cells.map((one) => one.trim());
}
