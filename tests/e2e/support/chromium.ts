import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH). Missing means a clear one-line failure, never a silent skip. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
