/** A file the browser saves: its content and the name it is saved under. */
export interface Download {
  file: Blob;
  fileName: string;
}

// Long enough for the browser to start reading the file; the URL only holds memory after that.
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a file through an object URL and a link with `download`: no server round trip, so it works in the
 * demo (whose backend lives in the page) and against the server alike, and the CSP has nothing to allow.
 */
export function saveFile({ file, fileName }: Download): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
