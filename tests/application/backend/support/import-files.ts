/** Client files for the import cases: CSV text as a File, the way the dialog sends one. */
export const HEADER = 'name,email,location,points,joinDate,notes';

export const csvFile = (text: string | Uint8Array<ArrayBuffer>, name = 'clients.csv'): File =>
  new File([text], name, { type: 'text/csv' });

/** `count` good rows, emails numbered from `from`. */
export const goodRows = (count: number, from = 1): string[] =>
  Array.from(
    { length: count },
    (_, i) => `Client ${from + i},client${from + i}@import.test,Oakville,${i % 3},2024-03-01,`,
  );
