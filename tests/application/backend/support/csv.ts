/** Reading a downloaded CSV back, strictly (RFC 4180): a cell that broke out of its quotes shows up. */
export interface ReadCsv {
  /** Whether the file starts with the UTF-8 byte-order mark. */
  bom: boolean;
  rows: string[][];
}

/** Every line must end in CRLF; a bare CR or LF is kept inside its cell, where a test can see it. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"' && (quoted || cell === '')) quoted = !quoted;
    else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The file's bytes as they were sent: decoding keeps the mark so the test can see it. */
export async function readCsv(file: Blob): Promise<ReadCsv> {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
  const bom = text.startsWith('\uFEFF');
  return { bom, rows: parseCsv(bom ? text.slice(1) : text) };
}
