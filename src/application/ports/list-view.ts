import type { ListSort } from '../../domain/list-order';

/** The page a list asks the server for: its number (from 1), its size, and the order (null: newest first). */
export interface ListView {
  page: number;
  size: number;
  sort: ListSort | null;
}

/** A list's CSV file as the server wrote it, ready to save under `fileName`. */
export interface ListExportFile {
  file: Blob;
  fileName: string;
}
