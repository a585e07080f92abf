// A build is current when the files it read are unchanged: the build leaves the list of them (taken from the
// build itself, build-inputs.mjs) with a hash of each, and its settings; a start hashes those files again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FINGERPRINT_FILE = '.fingerprint';

/** A file by its content; a folder by the names in it (a new file there may be one a glob or a copy reads). */
function hashOf(path) {
  if (!existsSync(path)) return '';
  const hash = createHash('sha256');
  if (statSync(path).isDirectory()) hash.update(readdirSync(path).sort().join('\n'));
  else hash.update(readFileSync(path));
  return hash.digest('hex');
}

/**
 * Written last into `outDir`, so an interrupted build leaves none and is made again: `files`, files and folders
 * relative to `root`, with the hash of each as it is now, and `settings`, anything else the build depends on.
 */
export function writeFingerprint(root, outDir, files, settings = '') {
  const hashes = Object.fromEntries(
    [...new Set(files)].sort().map((file) => [file, hashOf(join(root, file))]),
  );
  writeFileSync(join(outDir, FINGERPRINT_FILE), `${JSON.stringify({ settings, files: hashes }, null, 1)}\n`);
}

function recorded(outDir) {
  try {
    const print = JSON.parse(readFileSync(join(outDir, FINGERPRINT_FILE), 'utf8'));
    return typeof print?.settings === 'string' && typeof print?.files === 'object' && print.files !== null
      ? print
      : null;
  } catch {
    // No fingerprint (never built, or interrupted), or one of an older form: build.
    return null;
  }
}

/** The build in `outDir` was made with these settings from files that are all as they were then. */
export function isCurrent(root, outDir, settings = '') {
  const print = recorded(outDir);
  if (print === null || print.settings !== settings) return false;
  const files = Object.entries(print.files);
  return files.length > 0 && files.every(([file, hash]) => hashOf(join(root, file)) === hash);
}
