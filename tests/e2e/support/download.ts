import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { parseCsv } from '../../application/backend/support/csv';

export interface DownloadedCsv {
  name: string;
  bom: boolean;
  rows: string[][];
}

/** Clicks the button, waits for the browser's download and reads the file back strictly (RFC 4180). */
export async function downloadCsv(page: Page, button: Locator): Promise<DownloadedCsv> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readFile(path));
  const bom = text.startsWith('\uFEFF');
  return { name: download.suggestedFilename(), bom, rows: parseCsv(bom ? text.slice(1) : text) };
}
