/**
 * A client file's header line as the console reads it before sending the file, to show the column mapping
 * (docs/product.md §10.25): the first record, quoted cells and all. A file is comma- or semicolon-separated
 * (docs/api.md, "Importing clients"): the header is the split of the two with more cells.
 */
function firstRecord(body: string, delimiter: ',' | ';'): string[] {
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

export function headerCells(text: string): string[] {
  const body = text.replace(/^\uFEFF/, '');
  const commas = firstRecord(body, ',');
  const semicolons = firstRecord(body, ';');
  return semicolons.length > commas.length ? semicolons : commas;
}
