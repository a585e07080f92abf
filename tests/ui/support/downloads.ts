import { vi } from 'vitest';

export interface SavedFile {
  name: string;
  file: Blob;
}

/**
 * Records what the page saves: jsdom has no object URLs and follows no download link, so the URL is made
 * here and the link's click is caught with the file it points at.
 */
export function captureDownloads() {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const file = blobs.get(this.href);
    if (file) saved.push({ name: this.download, file });
  });
  const restore = () => {
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  };
  return { saved, restore };
}

/** A saved CSV's text split into lines (its byte-order mark off), and whether the mark was there. */
export async function csvLines(file: Blob): Promise<{ bom: boolean; lines: string[] }> {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
  const bom = text.startsWith('\uFEFF');
  return { bom, lines: (bom ? text.slice(1) : text).split('\r\n').filter((line) => line !== '') };
}
